import { and, isNull, sql } from 'drizzle-orm';
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
    .where(
      and(
        isNull(collections.deletedAt),
        sql`${collections.id} = coalesce(
          (select ${nfts.collectionId} from ${nfts} where ${nfts.chain} = ${chain} and ${nfts.contractAddress} = ${contractAddress}
            and ${nfts.tokenId} = ${tokenId}::numeric),
          (select ${contracts.collectionId} from ${contracts} where ${contracts.chain} = ${chain} and ${contracts.address} = ${contractAddress}))`,
      ),
    );
  return row;
}
