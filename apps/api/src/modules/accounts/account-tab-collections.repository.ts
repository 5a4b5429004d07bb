import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { accounts, collections, favorites, nfts, ownerships, type Database } from '@nft/db';
import type { AccountNftTab } from '@nft/api-contract';
import { visibleNft } from '../nfts/nft-card-columns';

const shown = 100;

/**
 * The collections of an account tab's visible items with how many each holds, most first (the toolbar's collection
 * picker, docs/product.md "Account page"). Each tab starts from its own index on the address, as its list does
 * (account-nfts.repository.ts), and groups what it finds.
 */
export async function findAccountTabCollections(db: Database, tab: AccountNftTab, address: string) {
  const columns = { id: collections.id, name: collections.name, chain: collections.chain, count: sql<number>`count(*)::int` };
  const inCollection = and(isNotNull(nfts.collectionId), visibleNft);
  const base =
    tab === 'collected'
      ? db
          .select(columns)
          .from(ownerships)
          .innerJoin(
            nfts,
            and(
              eq(nfts.chain, ownerships.chain),
              eq(nfts.contractAddress, ownerships.contractAddress),
              eq(nfts.tokenId, ownerships.tokenId),
            ),
          )
          .innerJoin(collections, eq(collections.id, nfts.collectionId))
          .where(and(eq(ownerships.owner, address), sql`${ownerships.balance} > 0`, inCollection))
      : tab === 'created'
        ? db
            .select(columns)
            .from(nfts)
            .innerJoin(collections, eq(collections.id, nfts.collectionId))
            .where(and(eq(nfts.creatorAddress, address), inCollection))
        : db
            .select(columns)
            .from(favorites)
            .innerJoin(accounts, eq(accounts.id, favorites.accountId))
            .innerJoin(nfts, eq(nfts.id, favorites.nftId))
            .innerJoin(collections, eq(collections.id, nfts.collectionId))
            .where(and(eq(accounts.address, address), inCollection));
  return base
    .groupBy(collections.id, collections.name, collections.chain)
    .orderBy(desc(sql`count(*)`), asc(collections.name), asc(collections.id))
    .limit(shown);
}
