import { refreshBestListings, refreshBestOffers, type Database } from '@nft/db';
import { chunked } from './chunked';
import { refreshRecentSales } from './recent-sales';
import { collectionsOf, refreshCollectionStats, refreshLastSales } from './sale-stats';
import { uniqueTokens, type TokenRef } from './token-filter';
import { itemsOf, type OrderRef } from './write-seaport';

/**
 * The caches that follow the book (call inside the writing transaction): the best listing and best
 * offer of every token whose orders changed (a collection or trait offer, tokenId null, refreshes
 * the best offer of its whole contract), the last sale and 7-day sale count ("hottest") of every
 * token sold or unsold, and the stats (floor, volume, sale count) of their collections.
 */
export async function refreshBook(db: Database, chain: string, changed: OrderRef[], sold: TokenRef[]): Promise<void> {
  const tokens = uniqueTokens([...itemsOf(changed), ...sold]);
  if (changed.length > 0) await refreshBestOffers(db, chain, changed);
  if (tokens.length === 0) return;
  for (const chunk of chunked(tokens, 200)) await refreshBestListings(db, chain, chunk);
  await refreshLastSales(db, chain, uniqueTokens(sold));
  await refreshRecentSales(db, chain, uniqueTokens(sold));
  await refreshCollectionStats(db, await collectionsOf(db, chain, tokens));
}
