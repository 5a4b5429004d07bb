import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { nfts } from '../schema/nfts';
import { orders } from '../schema/orders';
import { listingPriceNow, pricePerCopy } from './listing-price-now';

/** A token whose cached best listing may have changed. */
export type BookItem = { contractAddress: string; tokenId: string };

const nativeCurrency = '0x0000000000000000000000000000000000000000';

type Candidate = {
  orderHash: string;
  contractAddress: string;
  tokenId: string;
  currency: string;
  kind: 'fixed' | 'declining' | 'auction';
  startPrice: string;
  endPrice: string;
  startTime: Date;
  endTime: Date;
  quantity: string;
  createdAt: Date;
};

type Best = { orderHash: string; price: bigint; currency: string; kind: Candidate['kind']; listedAt: Date };

/**
 * Recomputes `nfts.best_listing_*` (explore's price sorts, the "buy now" filter, the card price) for
 * these tokens of one chain, from the order book as it stands. Called by the API (intake, gas-free
 * cancel) and the indexer (fills, cancels, transfers) inside their own transactions.
 *
 * - Only listings that are `active`, have started and have not ended count: a scheduled listing is
 *   not buyable before its start time, an expired one no longer is.
 * - The price is per copy at the time of the refresh: a declining listing's current price (it goes
 *   stale as the price falls until the next refresh) divided by the listed quantity, so ERC-1155
 *   listings of different sizes compare fairly (an ERC-721 listing's quantity is 1).
 * - Prices of different currencies are never compared: a native-currency listing always wins over
 *   an ERC-20 one, and among ERC-20 listings only those of the lowest currency address compete.
 *   Lowest price wins; ties go to the older listing.
 *
 * The NFT rows are locked first (in id order), so two writers refreshing one token run one after
 * the other and the second reads the book as the first left it.
 */
export async function refreshBestListings(db: Database, chain: string, items: readonly BookItem[], now: Date = new Date()): Promise<void> {
  await refreshLockedBestListings(db, chain, await lockBookNfts(db, chain, items), now);
}

/** An NFT row locked for a best-listing refresh. */
export type LockedNft = { id: number; contractAddress: string; tokenId: string };

// The NFT rows of these tokens locked (in id order) for the rest of the transaction.
async function lockBookNfts(db: Database, chain: string, items: readonly BookItem[]): Promise<LockedNft[]> {
  const keys = dedupe(items);
  if (keys.length === 0) return [];
  const tokenMatch = sql.join(
    keys.map((key) => sql`(${nfts.contractAddress} = ${key.contractAddress} and ${nfts.tokenId} = ${key.tokenId}::numeric)`),
    sql` or `,
  );
  return db
    .select({ id: nfts.id, contractAddress: nfts.contractAddress, tokenId: nfts.tokenId })
    .from(nfts)
    .where(and(eq(nfts.chain, chain), sql`(${tokenMatch})`))
    .orderBy(nfts.id)
    .for('update');
}

/**
 * The second half of refreshBestListings, for a writer that took the NFT rows' lock in a statement of
 * its own (the order intake locks in the statement that inserts the order; docs/decisions/034-order-insert-statements.md):
 * the book is read by a statement issued after the lock, so a concurrent writer's order is seen.
 */
export async function refreshLockedBestListings(
  db: Database,
  chain: string,
  locked: readonly LockedNft[],
  now: Date = new Date(),
): Promise<void> {
  if (locked.length === 0) return;

  const candidates: Candidate[] = await db
    .select({
      orderHash: orders.orderHash,
      contractAddress: orders.contractAddress,
      tokenId: orders.tokenId,
      currency: orders.currency,
      kind: orders.kind,
      startPrice: orders.startPrice,
      endPrice: orders.endPrice,
      startTime: orders.startTime,
      endTime: orders.endTime,
      quantity: orders.quantity,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.chain, chain),
        eq(orders.side, 'listing'),
        eq(orders.status, 'active'),
        inArray(orders.contractAddress, [...new Set(locked.map((row) => row.contractAddress))]),
        inArray(
          orders.tokenId,
          locked.map((row) => row.tokenId),
        ),
        lte(orders.startTime, now),
        gt(orders.endTime, now),
      ),
    )
    .then((rows) => rows.filter((row): row is Candidate => row.tokenId !== null));

  const best = new Map<string, Best>();
  for (const candidate of candidates) {
    const key = keyOf(candidate.contractAddress, candidate.tokenId);
    const price = pricePerCopy(
      listingPriceNow(BigInt(candidate.startPrice), BigInt(candidate.endPrice), candidate.startTime, candidate.endTime, now),
      BigInt(candidate.quantity),
    );
    const offer: Best = {
      orderHash: candidate.orderHash,
      price,
      currency: candidate.currency,
      kind: candidate.kind,
      listedAt: candidate.createdAt,
    };
    const current = best.get(key);
    if (!current || better(offer, current)) best.set(key, offer);
  }

  for (const row of locked) {
    const winner = best.get(keyOf(row.contractAddress, row.tokenId));
    await db
      .update(nfts)
      .set({
        bestListingOrderHash: winner?.orderHash ?? null,
        bestListingPrice: winner ? winner.price.toString() : null,
        bestListingCurrency: winner?.currency ?? null,
        bestListingKind: winner?.kind ?? null,
        listedAt: winner?.listedAt ?? null,
      })
      .where(eq(nfts.id, row.id));
  }
}

function better(a: Best, b: Best): boolean {
  const aNative = a.currency === nativeCurrency;
  const bNative = b.currency === nativeCurrency;
  if (aNative !== bNative) return aNative;
  if (a.currency !== b.currency) return a.currency < b.currency;
  if (a.price !== b.price) return a.price < b.price;
  return a.listedAt.getTime() < b.listedAt.getTime();
}

// Numeric token ids come back from the database in canonical form; callers may pass "007".
function keyOf(contractAddress: string, tokenId: string): string {
  return `${contractAddress.toLowerCase()}/${BigInt(tokenId).toString()}`;
}

function dedupe(items: readonly BookItem[]): BookItem[] {
  const seen = new Map<string, BookItem>();
  for (const item of items) {
    const contractAddress = item.contractAddress.toLowerCase();
    const tokenId = BigInt(item.tokenId).toString();
    seen.set(keyOf(contractAddress, tokenId), { contractAddress, tokenId });
  }
  return [...seen.values()];
}
