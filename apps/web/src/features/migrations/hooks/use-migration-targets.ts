import { useQuery } from '@tanstack/react-query';
import { getCollection } from '../../../lib/collection-api';
import { getMyCollections } from '../api/migrations-api';

/** The applicant's collections on `chain`: the targets the form offers. */
export function useMyCollections(creator: string, chain: string) {
  return useQuery({
    queryKey: ['collections', 'mine', creator.toLowerCase(), chain],
    queryFn: ({ signal }) => getMyCollections(creator, chain, signal),
    enabled: creator !== '' && chain !== '',
    select: (page) => page.items,
  });
}

/** The collection named in the URL, if any. */
export function usePresetCollection(collectionId: number | undefined) {
  return useQuery({
    queryKey: ['collections', 'preset', collectionId],
    queryFn: ({ signal }) => getCollection(collectionId!, signal),
    enabled: collectionId !== undefined,
    retry: false,
  });
}
