import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentListSchema, topCollectionSchema } from './home-content-schemas';
import { homeQueryKeys } from './home-query-keys';

const responseSchema = contentListSchema(topCollectionSchema);

/** The collections of the home banner, in curated order. */
export function getTopCollections({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/newfrontpage/topcollection', responseSchema, { signal });
}

export function topCollectionsQueryOptions() {
  return queryOptions({ queryKey: homeQueryKeys.topCollections, queryFn: ({ signal }) => getTopCollections({ signal }) });
}
