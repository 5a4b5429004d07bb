import { and, eq } from 'drizzle-orm';
import { nftDrafts, nfts, type Database } from '@nft/db';
import type { NftKey } from './store-metadata';

/**
 * The metadata document of a token minted through "Create NFT", read from its draft instead of
 * over HTTP: the token URI points at this marketplace's own API (or media store), which the safe
 * fetcher rightly refuses on loopback and private addresses. Only the draft linked to this very
 * token, with exactly this URI, is read; any other URI is fetched like anyone else's.
 */
export async function readDraftMetadata(db: Database, key: NftKey, tokenUri: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ metadata: nftDrafts.metadata })
    .from(nftDrafts)
    .innerJoin(nfts, eq(nfts.id, nftDrafts.nftId))
    .where(
      and(
        eq(nfts.chain, key.chain),
        eq(nfts.contractAddress, key.contractAddress),
        eq(nfts.tokenId, key.tokenId),
        eq(nftDrafts.tokenUri, tokenUri),
      ),
    )
    .limit(1);
  return row ? Buffer.from(JSON.stringify(row.metadata)) : undefined;
}
