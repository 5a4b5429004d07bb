import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentListSchema, homeArtistSchema } from './home-content-schemas';
import { homeQueryKeys } from './home-query-keys';

const responseSchema = contentListSchema(homeArtistSchema);

/** The creators and artists of the home page. */
export function getArtists({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/newfrontpage/artist', responseSchema, { signal });
}

export function artistsQueryOptions() {
  return queryOptions({ queryKey: homeQueryKeys.artists, queryFn: ({ signal }) => getArtists({ signal }) });
}
