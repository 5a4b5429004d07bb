import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orders, type Database } from '@nft/db';
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

const bids = alias(orders, 'bids');

/**
 * The maker's open auction of this token that still holds it: bidding has not closed, or a bid waits for the settlement.
 * An auction that closed without a bid holds nothing, even before the settlement marks it expired.
 */
async function auctionHolding(db: Database, listing: ListingOfToken, now: Date): Promise<boolean> {
  const standingBid = sql`exists (select 1 from ${orders} as "bids" where ${bids.chain} = ${orders.chain}
    and ${bids.parentOrderHash} = ${orders.orderHash} and ${bids.side} = 'bid' and ${bids.status} = 'active')`;
  const [row] = await db
    .select({ orderHash: orders.orderHash })
    .from(orders)
    .where(and(sameToken(listing), eq(orders.kind, 'auction'), or(gt(orders.auctionEndTime, now), standingBid), open(now)))
    .limit(1);
  return row !== undefined;
}

/** The maker's open listings of this token at a fixed or declining price. */
async function hasOtherListings(db: Database, listing: ListingOfToken, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ orderHash: orders.orderHash })
    .from(orders)
    .where(and(sameToken(listing), ne(orders.kind, 'auction'), open(now)))
    .limit(1);
  return row !== undefined;
}

/**
 * One way to sell a token at a time (docs/product.md "Auctions"): while the maker's auction of a token runs, or a bid
 * on it waits for the settlement, no other listing of it is taken (a sale would leave the winning bid with nothing to
 * buy: `token_in_auction`); and an auction is taken only when the maker has no open listing of the token left
 * (`token_listed`: cancel those first). Both the build and the intake ask, so the form says it before the wallet opens.
 */
export async function assertSellable(db: Database, listing: ListingOfToken, now: Date): Promise<void> {
  // The token named in the refusal: a listing of several NFTs says which one stopped it.
  const details = { contract: listing.contractAddress.toLowerCase(), tokenId: listing.tokenId };
  if (await auctionHolding(db, listing, now)) throw new AppError('token_in_auction', undefined, { details });
  if (listing.kind === 'auction' && (await hasOtherListings(db, listing, now))) throw new AppError('token_listed', undefined, { details });
}

function sameToken(listing: ListingOfToken) {
  return and(
    eq(orders.chain, listing.chain),
    eq(orders.contractAddress, listing.contractAddress.toLowerCase()),
    eq(orders.tokenId, listing.tokenId),
    eq(orders.side, 'listing'),
    eq(orders.maker, listing.maker.toLowerCase()),
    listing.orderHash === undefined ? undefined : ne(orders.orderHash, listing.orderHash),
  );
}

function open(now: Date) {
  return and(inArray(orders.status, ['active', 'inactive']), gt(orders.endTime, now));
}
