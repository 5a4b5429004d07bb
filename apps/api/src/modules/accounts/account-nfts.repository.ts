import { and, eq, sql, type SQL } from 'drizzle-orm';
import { accounts, collections, favorites, nfts, ownerships, type Database } from '@nft/db';
import type { KeysetPosition } from '../../http/keyset-cursor';
import { keysetOrderBy, keysetSegments, keysetValue, readKeyset, type KeysetOrder } from '../../lib/keyset';
import type { AccountNftTab } from '@nft/api-contract';
import { nftCardColumns, visibleNft } from '../nfts/nft-card-columns';

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

/** One segment of a page of an account tab (see keysetSegments); a query, so tests can read its plan. */
export function accountNftsQuery(db: Database, tab: AccountNftTab, address: string, segment: SQL | undefined, take: number) {
  const order = accountNftOrders[tab];
  const columns = { ...nftCardColumns, cursorValue: keysetValue(order) };
  if (tab === 'collected') {
    return db
      .select(columns)
      .from(ownerships)
      .innerJoin(
        nfts,
        and(eq(nfts.chain, ownerships.chain), eq(nfts.contractAddress, ownerships.contractAddress), eq(nfts.tokenId, ownerships.tokenId)),
      )
      .leftJoin(collections, eq(collections.id, nfts.collectionId))
      .where(and(eq(ownerships.owner, address), sql`${ownerships.balance} > 0`, visibleNft, segment))
      .orderBy(...keysetOrderBy(order))
      .limit(take);
  }
  if (tab === 'created') {
    return db
      .select(columns)
      .from(nfts)
      .leftJoin(collections, eq(collections.id, nfts.collectionId))
      .where(and(eq(nfts.creatorAddress, address), visibleNft, segment))
      .orderBy(...keysetOrderBy(order))
      .limit(take);
  }
  return db
    .select(columns)
    .from(favorites)
    .innerJoin(accounts, eq(accounts.id, favorites.accountId))
    .innerJoin(nfts, eq(nfts.id, favorites.nftId))
    .leftJoin(collections, eq(collections.id, nfts.collectionId))
    .where(and(eq(accounts.address, address), visibleNft, segment))
    .orderBy(...keysetOrderBy(order))
    .limit(take);
}

/** One page (plus one row, to know whether another follows) of an account tab. */
export async function findAccountNfts(db: Database, tab: AccountNftTab, address: string, after: KeysetPosition | undefined, limit: number) {
  return readKeyset(keysetSegments(accountNftOrders[tab], after), limit, (segment, take) =>
    accountNftsQuery(db, tab, address, segment, take),
  );
}
