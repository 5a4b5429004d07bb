import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchCollections, searchNfts } from '../api/search-api';

/** The collections and NFTs matching `words` (already trimmed and debounced), read together; nothing for no words. */
export function useSearchResults(words: string) {
  return useQuery({
    queryKey: ['search', words],
    enabled: words.length > 0,
    // The last answer stays on screen while the next word's loads, so the list does not flash empty at each key.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    queryFn: async ({ signal }) => {
      const [collections, nfts] = await Promise.all([searchCollections(words, signal), searchNfts(words, signal)]);
      return { words, collections: collections.items, nfts: nfts.items };
    },
  });
}
