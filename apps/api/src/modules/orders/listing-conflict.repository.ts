import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';

/** The listing asked for; `orderHash` once signed, so a resubmitted order is not judged against itself. */
export type ListingOfToken = {
  chain: string;
  maker: string;
  contractAddress: string;
  tokenId: string;
  kind: 'fixed' | 'declining' | 'auction';
  orderHash?: string;
};

/**
 * Whether the maker's open listing of this token stands in the way, as one row with `auction`: true for an open auction
 * (it blocks any new listing), false for an open fixed or declining listing (it blocks a new auction), null when nothing
 * stands. The rule is the database function `listing_standing` (migration 0021), so a session plans its query once;
 * a statement, so the intake's insert can carry it (order-write.ts).
 */
export function standingListingQuery(listing: ListingOfToken, now: Date): SQL {
  return sql`select listing_standing(${listing.chain}, ${listing.contractAddress.toLowerCase()}, ${listing.tokenId}::numeric,
    ${listing.maker.toLowerCase()}, ${listing.kind === 'auction'}, ${listing.orderHash ?? null}, ${now.toISOString()}::timestamptz) as auction`;
}

/** The refusal for a listing that `standing` (an open auction or not) stands in the way of, naming the token. */
export function sellableRefusal(listing: Pick<ListingOfToken, 'contractAddress' | 'tokenId'>, standingAuction: boolean): AppError {
  const details = { contract: listing.contractAddress.toLowerCase(), tokenId: listing.tokenId };
  return new AppError(standingAuction ? 'token_in_auction' : 'token_listed', undefined, { details });
}

/**
 * One way to sell a token at a time (docs/product.md "Auctions"): while the maker's auction of a token is open (bidding,
 * or closed and waiting for the settlement, which sells it or marks it expired within seconds), no other listing of it
 * is taken: a sale would leave the winning bid with nothing to buy (`token_in_auction`). An auction is taken only when
 * the maker has no open listing of the token left (`token_listed`: cancel those first). Both the build and the intake
 * ask, so the form says it before the wallet opens (the intake inside its insert statement: order-write.ts); the refusal
 * names the token.
 */
export async function assertSellable(db: Database, listing: ListingOfToken, now: Date): Promise<void> {
  const { rows } = await db.execute<{ auction: boolean | null }>(standingListingQuery(listing, now));
  const standing = rows[0]?.auction ?? null;
  if (standing !== null) throw sellableRefusal(listing, standing);
}
