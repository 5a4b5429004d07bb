import { useQuery } from '@tanstack/react-query';
import { myCollectionsQueryOptions } from '../api/get-my-collections';

/** The creator's collections on a chain that platform mints can be filed under (no own contract). */
export function useMyCollections(creator: string, chain: string) {
  return useQuery({
    ...myCollectionsQueryOptions(creator, chain),
    select: (page) => page.items.filter((item) => item.contractAddress === null),
  });
}
