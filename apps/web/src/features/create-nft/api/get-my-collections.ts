import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { myCollectionsSchema } from './create-nft-schemas';

/** The creator's collections on one chain (a creator rarely has more than a page of them). */
export function getMyCollections(creator: string, chain: string, signal?: AbortSignal) {
  return api.get('/collections', myCollectionsSchema, { signal, query: { creator, chain, sort: 'newest', limit: 100 } });
}

export function myCollectionsQueryOptions(creator: string, chain: string) {
  return queryOptions({
    queryKey: ['collections', 'mine', creator.toLowerCase(), chain],
    queryFn: ({ signal }) => getMyCollections(creator, chain, signal),
    enabled: creator !== '' && chain !== '',
  });
}
