import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createChainRegistry } from '@nft/chains';
import { accountUploads, media, type Database, type DatabaseHandle } from '@nft/db';
import { createTestDatabase } from '@nft/db/testing';
import { createLocalMediaStore, type MediaStore } from '@nft/media';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';

export const draftPublicUrl = 'https://market.example';
export const draftMediaUrl = 'https://media.market.example';
export const erc721 = '0x' + '7'.repeat(40);
export const erc1155 = '0x' + 'b'.repeat(40);

export type DraftTestApp = { app: FastifyInstance; database: DatabaseHandle; media: MediaStore; close(): Promise<void> };

/**
 * The real app with a media store (frozen metadata is written there) and local1 serving platform
 * contracts; local2 is active but has none deployed.
 */
export async function createDraftTestApp(env: Record<string, string> = {}): Promise<DraftTestApp> {
  const dir = await mkdtemp(join(tmpdir(), 'nft-draft-test-'));
  const config = loadConfig({
    DATA_DIR: dir,
    WEB_DIST_DIR: join(dir, 'no-web-build'),
    LOCAL_CHAINS: 'true',
    PUBLIC_URL: draftPublicUrl,
    MEDIA_PUBLIC_URL: draftMediaUrl,
    CHAIN_CONTRACTS: JSON.stringify({ local1: { ERC721Contract: erc721, ERC1155Contract: erc1155 } }),
    ...env,
  });
  const database = await createTestDatabase();
  const store = createLocalMediaStore(join(dir, 'media'));
  const app = await buildApp({ config, database, chains: createChainRegistry(config.chains), media: store, logger: false });
  return {
    app,
    database,
    media: store,
    async close() {
      await app.close();
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'audio/mpeg': 'mp3',
  'video/mp4': 'mp4',
};

/** A media row as an upload leaves it (content-addressed key, linked to its uploader when there is one). */
export async function insertUpload(db: Database, uploaderAccountId: number | null, mime = 'image/png') {
  const sha256 = createHash('sha256').update(randomBytes(16)).digest('hex');
  const [row] = await db
    .insert(media)
    .values({ sha256, mime, sizeBytes: 1000, width: 10, height: 10, storageKey: `${sha256}.${extensions[mime] ?? 'bin'}` })
    .returning();
  if (uploaderAccountId !== null) {
    await db
      .insert(accountUploads)
      .values({ accountId: uploaderAccountId, mediaId: row!.id, kind: 'nft_media', sizeBytes: row!.sizeBytes });
  }
  return row!;
}
