import { and, eq, sql } from 'drizzle-orm';
import { liveEvents, nftAttributes, nfts, type Database } from '@nft/db';
import type { ParsedMetadata } from './parse-metadata';

export interface NftKey {
  chain: string;
  contractAddress: string;
  tokenId: string;
}

export const whereNft = (key: NftKey) =>
  and(eq(nfts.chain, key.chain), eq(nfts.contractAddress, key.contractAddress), eq(nfts.tokenId, key.tokenId));

const sourceUrl = (uri: string | null) => (uri && uri.length <= 2048 ? uri : null);

/** Stores parsed metadata on the NFT and replaces its attributes, in one transaction. Returns false for an unknown NFT. */
export async function storeMetadata(db: Database, key: NftKey, tokenUri: string, parsed: ParsedMetadata): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [nft] = await tx
      .update(nfts)
      .set({
        tokenUri,
        metadata: parsed.raw,
        name: parsed.name,
        description: parsed.description,
        imageSourceUrl: sourceUrl(parsed.image),
        animationSourceUrl: sourceUrl(parsed.animationUrl),
        externalUrl: parsed.externalUrl,
        metadataStatus: 'fetched',
        metadataError: null,
        metadataRefreshedAt: sql`now()`,
      })
      .where(whereNft(key))
      .returning({ id: nfts.id, collectionId: nfts.collectionId });
    if (!nft) return false;
    await tx.delete(nftAttributes).where(eq(nftAttributes.nftId, nft.id));
    if (parsed.attributes.length > 0) {
      await tx.insert(nftAttributes).values(parsed.attributes.map((a) => ({ ...a, nftId: nft.id, collectionId: nft.collectionId })));
    }
    await recordMetadataEvent(tx, key, nft.collectionId);
    return true;
  });
}

/** Records why the metadata could not be read: `failed` may be retried by a refresh, `invalid` was refused. */
export async function storeMetadataFailure(db: Database, key: NftKey, status: 'failed' | 'invalid', error: string): Promise<void> {
  await db
    .update(nfts)
    .set({ metadataStatus: status, metadataError: error.slice(0, 500), metadataRefreshedAt: sql`now()` })
    .where(whereNft(key));
}

/** A `metadata` live event (docs/decisions/050-live-updates.md): pages showing the NFT read it again. */
async function recordMetadataEvent(db: Database, key: NftKey, collectionId: number | null): Promise<void> {
  await db.insert(liveEvents).values({ ...key, kind: 'metadata', collectionId });
}

/** Links fetched media to the NFT, or notes why a media file was refused (the metadata itself stays fetched). */
export async function storeNftMedia(
  db: Database,
  key: NftKey,
  values: { imageMediaId?: number | null; animationMediaId?: number | null; mediaError?: string | null },
): Promise<void> {
  const { mediaError, ...ids } = values;
  const [nft] = await db
    .update(nfts)
    .set({ ...ids, ...(mediaError ? { metadataError: mediaError.slice(0, 500) } : {}) })
    .where(whereNft(key))
    .returning({ collectionId: nfts.collectionId });
  // The image arrives after the metadata: announce it too, so the picture appears without a reload.
  if (nft && (ids.imageMediaId || ids.animationMediaId)) await recordMetadataEvent(db, key, nft.collectionId);
}
