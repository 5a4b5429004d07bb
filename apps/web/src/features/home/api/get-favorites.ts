import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentListSchema, homeFavoriteSchema } from './home-content-schemas';
import { homeQueryKeys } from './home-query-keys';

const responseSchema = contentListSchema(homeFavoriteSchema);

/** The fan favorites of the home page. */
export function getFavorites({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/newfrontpage/favorite', responseSchema, { signal });
}

export function favoritesQueryOptions() {
  return queryOptions({ queryKey: homeQueryKeys.favorites, queryFn: ({ signal }) => getFavorites({ signal }) });
}
