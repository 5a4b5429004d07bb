import { refreshBestListings, type Database } from '@nft/db';
import { chunked } from './chunked';
import { refreshRecentSales } from './recent-sales';
import { collectionsOf, refreshCollectionStats, refreshLastSales } from './sale-stats';
import { uniqueTokens, type TokenRef } from './token-filter';

/**
 * The caches that follow the book (call inside the writing transaction): the best listing of every
 * token whose orders changed, the last sale and 7-day sale count ("hottest") of every token sold or
 * unsold, and the stats (floor, volume, sale count) of their collections.
 */
export async function refreshBook(db: Database, chain: string, changed: TokenRef[], sold: TokenRef[]): Promise<void> {
  const tokens = uniqueTokens([...changed, ...sold]);
  if (tokens.length === 0) return;
  for (const chunk of chunked(tokens, 200)) await refreshBestListings(db, chain, chunk);
  await refreshLastSales(db, chain, uniqueTokens(sold));
  await refreshRecentSales(db, chain, uniqueTokens(sold));
  await refreshCollectionStats(db, await collectionsOf(db, chain, tokens));
}
