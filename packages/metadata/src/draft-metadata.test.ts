import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nftAttributes, nftDrafts, nfts, type DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertAccount, insertNft } from '@nft/db/testing';
import { createLocalMediaStore } from '@nft/media';
import { fetchMetadata, type MetadataPipeline } from './fetch-metadata';

// The marketplace's own metadata route on a loopback origin, as in the embedded mode.
const ownUri = (id: number) => `http://127.0.0.1:3000/v1/nft-metadata/${id}`;
let database: DatabaseHandle;
let tempDir: string;
let pipeline: MetadataPipeline;

beforeAll(async () => {
  [database, tempDir] = await Promise.all([createTestDatabase(), mkdtemp(join(tmpdir(), 'draft-metadata-'))]);
  pipeline = {
    db: database.db,
    media: createLocalMediaStore(join(tempDir, 'media')),
    fetch: { ipfsGateway: 'https://ipfs.example', totalTimeoutMs: 2000 },
  };
});

afterAll(async () => {
  await database?.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

async function linkedDraft(tokenUriOf: (id: number) => string) {
  const account = await insertAccount(database.db);
  const nft = await insertNft(database.db);
  const [draft] = await database.db
    .insert(nftDrafts)
    .values({
      chain: 'local1',
      creatorAddress: account.address,
      accountId: account.id,
      tokenUri: 'pending',
      nftId: nft.id,
      metadata: {
        name: 'Draft sunrise',
        description: 'From the draft',
        image: 'data:image/png;base64,AAAA',
        attributes: [{ trait_type: 'Power', value: 3, max_value: 5 }],
      },
    })
    .returning();
  const tokenUri = tokenUriOf(draft!.id);
  await database.db.update(nftDrafts).set({ tokenUri }).where(eq(nftDrafts.id, draft!.id));
  return { nft, tokenUri };
}

describe('metadata of tokens created here', () => {
  it('is read from the linked draft, never fetched from the own (loopback) API', async () => {
    const { nft, tokenUri } = await linkedDraft(ownUri);
    const outcome = await fetchMetadata(pipeline, {
      chain: 'local1',
      contractAddress: nft.contractAddress,
      tokenId: nft.tokenId,
      tokenUri,
    });
    expect(outcome).toBe('fetched');
    const [row] = await database.db.select().from(nfts).where(eq(nfts.id, nft.id));
    expect(row).toMatchObject({ name: 'Draft sunrise', description: 'From the draft', tokenUri });
    const attributes = await database.db.select().from(nftAttributes).where(eq(nftAttributes.nftId, nft.id));
    expect(attributes).toMatchObject([{ traitType: 'Power', displayType: 'level', numericValue: '3', maxValue: '5' }]);
  });

  it('is fetched like any other URI when the token carries a URI its draft does not have', async () => {
    const { nft } = await linkedDraft(ownUri);
    const outcome = await fetchMetadata(pipeline, {
      chain: 'local1',
      contractAddress: nft.contractAddress,
      tokenId: nft.tokenId,
      tokenUri: ownUri(999_999),
    });
    // The safe fetcher refuses loopback: the draft of another URI is not a way around it.
    expect(outcome).toBe('invalid');
  });
});
