/** The words sent to the API: trimmed, at most the 100 characters the explore search takes. */
export function searchWords(query: string): string {
  return query.trim().slice(0, 100);
}

/** An EVM address typed whole: the dialog offers that account's page. */
export function typedAddress(query: string): string | null {
  const words = query.trim();
  return /^0x[0-9a-fA-F]{40}$/.test(words) ? words.toLowerCase() : null;
}

/**
 * Where "see all" (and Enter with no result picked) leads: the NFT explore page, or the collections page when only
 * collections matched, each with the words in its own search field.
 */
export function seeAllPath(
  words: string,
  matched: { collections: number; nfts: number } | undefined,
  pages: { nfts: string; collections: string },
) {
  const onlyCollections = matched !== undefined && matched.nfts === 0 && matched.collections > 0;
  return `${onlyCollections ? pages.collections : pages.nfts}?${new URLSearchParams({ search: words })}`;
}
