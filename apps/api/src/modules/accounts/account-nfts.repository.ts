import { and, eq, sql, type SQL } from 'drizzle-orm';
import { accounts, collections, favorites, nfts, ownerships, type Database } from '@nft/db';
import type { KeysetPosition } from '../../http/keyset-cursor';
import { keysetOrderBy, keysetSegments, keysetValue, readKeyset, type KeysetOrder } from '../../lib/keyset';
import type { AccountNftSort, AccountNftTab } from '@nft/api-contract';
import { nftCardColumns, visibleNft } from '../nfts/nft-card-columns';
import { filterConditions, type NftFilter } from '../nfts/nft-list.repository';

/**
 * Each tab reads from the table that knows the relation, through its index on the address:
 * ownerships_owner_acquired_idx (collected, in received order), nfts_creator_created_idx (created)
 * and favorites_account_created_idx (favorited). The NFT id breaks ties, so every tab is a keyset
 * over (time, nft id).
 */
export const accountNftOrders: Record<AccountNftTab, KeysetOrder> = {
  collected: { column: ownerships.acquiredAt, id: nfts.id, kind: 'timestamp', direction: 'desc', nullable: false },
  created: { column: nfts.createdAt, id: nfts.id, kind: 'timestamp', direction: 'desc', nullable: false },
  favorited: { column: favorites.createdAt, id: nfts.id, kind: 'timestamp', direction: 'desc', nullable: false },
};

/**
 * The other sorts of every tab (OpenSea's profile): by the best listing's price or the best offer, with the
 * items that have none after the others. An account holds few tokens next to the market, so these sort the
 * rows the tab's own index found instead of walking a price index.
 */
const otherOrders: Record<Exclude<AccountNftSort, 'recent'>, KeysetOrder> = {
  price_asc: { column: nfts.bestListingPrice, id: nfts.id, kind: 'decimal', direction: 'asc', nullable: true },
  price_desc: { column: nfts.bestListingPrice, id: nfts.id, kind: 'decimal', direction: 'desc', nullable: true },
  best_offer: { column: nfts.bestOfferPrice, id: nfts.id, kind: 'decimal', direction: 'desc', nullable: true },
};

/** A tab read in a sort: its order and the name its cursors carry (the tab's name alone for its own order). */
export function accountNftOrder(tab: AccountNftTab, sort: AccountNftSort): { order: KeysetOrder; name: string } {
  return sort === 'recent' ? { order: accountNftOrders[tab], name: tab } : { order: otherOrders[sort], name: `${tab}:${sort}` };
}

/** The explore filters an account tab takes (the tab itself names the owner, creator or favouriter). */
export type AccountNftFilter = Pick<NftFilter, 'chains' | 'collectionIds' | 'statuses' | 'search'>;

/** One segment of a page of an account tab (see keysetSegments); a query, so tests can read its plan. */
export function accountNftsQuery(
  db: Database,
  tab: AccountNftTab,
  address: string,
  segment: SQL | undefined,
  take: number,
  order: KeysetOrder = accountNftOrders[tab],
  filter: AccountNftFilter = {},
) {
  const columns = { ...nftCardColumns, cursorValue: keysetValue(order) };
  const filters = filterConditions(filter);
  if (tab === 'collected') {
    return db
      .select(columns)
      .from(ownerships)
      .innerJoin(
        nfts,
        and(eq(nfts.chain, ownerships.chain), eq(nfts.contractAddress, ownerships.contractAddress), eq(nfts.tokenId, ownerships.tokenId)),
      )
      .leftJoin(collections, eq(collections.id, nfts.collectionId))
      .where(and(eq(ownerships.owner, address), sql`${ownerships.balance} > 0`, visibleNft, ...filters, segment))
      .orderBy(...keysetOrderBy(order))
      .limit(take);
  }
  if (tab === 'created') {
    return db
      .select(columns)
      .from(nfts)
      .leftJoin(collections, eq(collections.id, nfts.collectionId))
      .where(and(eq(nfts.creatorAddress, address), visibleNft, ...filters, segment))
      .orderBy(...keysetOrderBy(order))
      .limit(take);
  }
  return db
    .select(columns)
    .from(favorites)
    .innerJoin(accounts, eq(accounts.id, favorites.accountId))
    .innerJoin(nfts, eq(nfts.id, favorites.nftId))
    .leftJoin(collections, eq(collections.id, nfts.collectionId))
    .where(and(eq(accounts.address, address), visibleNft, ...filters, segment))
    .orderBy(...keysetOrderBy(order))
    .limit(take);
}

/** What a page of an account tab reads: the tab, its owner, creator or favouriter, the order and the filters. */
export type AccountNftsRead = { tab: AccountNftTab; address: string; order: KeysetOrder; filter: AccountNftFilter };

/** One page (plus one row, to know whether another follows) of an account tab. */
export async function findAccountNfts(db: Database, read: AccountNftsRead, after: KeysetPosition | undefined, limit: number) {
  const { tab, address, order, filter } = read;
  return readKeyset(keysetSegments(order, after), limit, (segment, take) =>
    accountNftsQuery(db, tab, address, segment, take, order, filter),
  );
}
