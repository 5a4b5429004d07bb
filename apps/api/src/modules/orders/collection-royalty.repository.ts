import { and, isNull, sql, type SQL } from 'drizzle-orm';
import { collections, contracts, nfts, type Database } from '@nft/db';

export type ItemCollection = { collectionId: number | null; royaltyBps: number; royaltyAddress: string | null };

/**
 * The collection a token is filed under (its NFT row's, else its contract's) with the royalty the
 * creator set there: the fallback for contracts without ERC-2981 (docs/decisions/023-effective-royalty.md).
 * Undefined for a token the marketplace has not indexed under any collection.
 */
export async function findItemCollection(
  db: Database,
  chain: string,
  contractAddress: string,
  tokenId: string,
): Promise<ItemCollection | undefined> {
  const [row] = await db
    .select({ collectionId: collections.id, royaltyBps: collections.royaltyBps, royaltyAddress: collections.royaltyAddress })
    .from(collections)
    .where(and(isNull(collections.deletedAt), sql`${collections.id} = ${filedUnder(chain, contractAddress, tokenId)}`));
  return row;
}

/**
 * findItemCollection's collection id as an expression for the order insert, so an intake that does
 * not need the collection's royalty (the token answers ERC-2981) reads no row for it
 * (docs/decisions/034-order-insert-statements.md). Null when it is not filed under a live collection.
 */
export function itemCollectionId(chain: string, contractAddress: string, tokenId: string): SQL<number | null> {
  return sql<number | null>`(select ${collections.id} from ${collections}
    where ${collections.deletedAt} is null and ${collections.id} = ${filedUnder(chain, contractAddress, tokenId)})`;
}

// The token's NFT row's collection, else its contract's.
function filedUnder(chain: string, contractAddress: string, tokenId: string): SQL {
  return sql`coalesce(
    (select ${nfts.collectionId} from ${nfts} where ${nfts.chain} = ${chain} and ${nfts.contractAddress} = ${contractAddress}
      and ${nfts.tokenId} = ${tokenId}::numeric),
    (select ${contracts.collectionId} from ${contracts} where ${contracts.chain} = ${chain} and ${contracts.address} = ${contractAddress}))`;
}
