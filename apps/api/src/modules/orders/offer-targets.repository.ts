import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '@nft/db';
import { nftAttributes, nfts } from '@nft/db';

/**
 * The indexed token ids of `contract` carrying the trait `type` = `value`, ascending: the leaves of a
 * trait offer's criteria tree (docs/product.md "Trading", Offers). Indexed attributes are the book's
 * truth for traits: a token whose metadata was not indexed yet is not in the tree.
 */
export async function traitTokenIds(
  db: Database,
  chain: string,
  contract: string,
  type: string,
  value: string,
  /** Only tokens indexed by then: the tree as it stood when an offer was made (its acceptance, docs/product.md "Offers"). */
  indexedBy?: Date,
): Promise<bigint[]> {
  const rows = await db
    .select({ tokenId: nfts.tokenId })
    .from(nftAttributes)
    .innerJoin(nfts, eq(nfts.id, nftAttributes.nftId))
    .where(
      and(
        eq(nfts.chain, chain),
        eq(nfts.contractAddress, contract.toLowerCase()),
        eq(nftAttributes.traitType, type),
        eq(nftAttributes.value, value),
        indexedBy === undefined ? undefined : lte(nfts.createdAt, indexedBy),
      ),
    )
    .orderBy(asc(nfts.tokenId));
  return [...new Set(rows.map((row) => BigInt(row.tokenId)))];
}

/** The lowest indexed token id of `contract`: the representative token whose royalty a collection offer pays. */
export async function firstTokenId(db: Database, chain: string, contract: string): Promise<bigint | null> {
  const [row] = await db
    .select({ tokenId: nfts.tokenId })
    .from(nfts)
    .where(and(eq(nfts.chain, chain), eq(nfts.contractAddress, contract.toLowerCase())))
    .orderBy(asc(nfts.tokenId))
    .limit(1);
  return row ? BigInt(row.tokenId) : null;
}
