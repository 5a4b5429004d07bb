import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nftDrafts } from '@nft/db';
import { insertCollection, insertNft } from '@nft/db/testing';
import { signedInAccount, type SignedInAccount } from '../../test-support/signed-in-account';
import { createDraftTestApp, draftMediaUrl, draftPublicUrl, erc1155, erc721, insertUpload, type DraftTestApp } from './nft-draft.fixtures';

let t: DraftTestApp;
let alice: SignedInAccount;
let bob: SignedInAccount;
let image: { id: number; storageKey: string };

beforeAll(async () => {
  t = await createDraftTestApp();
  alice = await signedInAccount(t.database.db);
  bob = await signedInAccount(t.database.db);
  image = await insertUpload(t.database.db, alice.accountId);
});

afterAll(async () => {
  await t?.close();
});

const draftCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(nftDrafts))[0]!.n;

async function createDraft(body: Record<string, unknown>, headers: Record<string, string> = alice.headers) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/nft-drafts',
    payload: { chain: 'local1', name: 'Sunrise', mediaId: image.id, ...body },
    headers,
  });
  return { status: response.statusCode, body: response.json() };
}

/** Expects a refusal with one issue at `path` carrying `message`, and no draft written. */
async function expectIssue(body: Record<string, unknown>, path: string, message: string, locale = 'en') {
  const before = await draftCount();
  const reply = await createDraft(body, { ...alice.headers, locale });
  expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  expect(reply.body.error).toBe('validation_failed');
  expect(reply.body.details.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
  expect(await draftCount()).toBe(before);
}

describe('POST /v1/nft-drafts', () => {
  it("prepares an ERC-721 mint into the caller's collection with its royalty, served by the metadata route", async () => {
    const collection = await insertCollection(t.database.db, {
      creatorAddress: alice.address,
      royaltyBps: 250,
      royaltyAddress: alice.address,
    });
    const reply = await createDraft({
      collectionId: collection.id,
      description: 'First light',
      externalLink: 'https://artist.example/sunrise',
      attributes: {
        traits: [{ type: 'Sky', value: 'Orange' }],
        levels: [{ type: 'Warmth', value: 3, max: 5 }],
        stats: [{ type: 'Clouds', value: 2, max: 10 }],
      },
      unlockableContent: 'secret code 42',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const draft = reply.body.data;
    expect(draft.tokenUri).toMatch(
      new RegExp(`^${draftPublicUrl}/v1/nft-metadata/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`),
    );
    expect(draft.mint).toEqual({
      standard: 'ERC-721',
      contractAddress: erc721,
      functionName: 'mint',
      signature: expect.stringContaining('function mint(address to, string uri, address royaltyReceiver, uint96 royaltyBps)'),
      args: [alice.address, draft.tokenUri, alice.address, '250'],
      royaltyReceiver: alice.address,
      royaltyBps: 250,
    });
    const imageUrl = `${draftMediaUrl}/media/${image.storageKey}`;
    expect(draft.metadata).toEqual({
      name: 'Sunrise',
      description: 'First light',
      image: imageUrl,
      external_url: 'https://artist.example/sunrise',
      attributes: [
        { trait_type: 'Sky', value: 'Orange' },
        { trait_type: 'Warmth', value: 3, max_value: 5 },
        { trait_type: 'Clouds', value: 2, max_value: 10, display_type: 'number' },
      ],
    });
    const served = await t.app.inject({ url: new URL(draft.tokenUri).pathname, headers: alice.headers });
    expect(served.statusCode).toBe(200);
    expect(served.json()).toEqual(draft.metadata);
    const [row] = await t.database.db.select().from(nftDrafts).where(eq(nftDrafts.id, draft.id));
    expect(row).toMatchObject({
      chain: 'local1',
      creatorAddress: alice.address,
      accountId: alice.accountId,
      collectionId: collection.id,
      unlockableContent: 'secret code 42',
      supply: '1',
      frozen: false,
      nftId: null,
    });
  });

  it('prepares an ERC-1155 mint with the supply for more than one copy, without a royalty outside a collection', async () => {
    const reply = await createDraft({ copies: 5 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { mint, tokenUri } = reply.body.data;
    expect(mint).toMatchObject({ standard: 'ERC-1155', contractAddress: erc1155, royaltyBps: 0 });
    expect(mint.args).toEqual([alice.address, '5', tokenUri, '0x0000000000000000000000000000000000000000', '0']);
  });

  it('uses the preview as the image of audio and video, the file as animation_url', async () => {
    const song = await insertUpload(t.database.db, alice.accountId, 'audio/mpeg');
    const cover = await insertUpload(t.database.db, alice.accountId, 'image/gif');
    const reply = await createDraft({ mediaId: song.id, previewMediaId: cover.id });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.metadata).toMatchObject({
      image: `${draftMediaUrl}/media/${cover.storageKey}`,
      animation_url: `${draftMediaUrl}/media/${song.storageKey}`,
    });
  });

  it('stores frozen metadata content-addressed: the URI names the sha256 of exactly the bytes it serves', async () => {
    const reply = await createDraft({ frozen: true, name: 'Frozen sunrise' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { tokenUri, metadata, frozen } = reply.body.data;
    expect(frozen).toBe(true);
    const match = new RegExp(`^${draftMediaUrl}/media/([0-9a-f]{64}\\.json)$`).exec(tokenUri);
    expect(match, tokenUri).not.toBeNull();
    // What the media origin serves for the key: the store's bytes under it.
    const served = (await t.media.get(match![1]!))!;
    expect(served.contentType).toBe('application/json');
    expect(createHash('sha256').update(served.data).digest('hex')).toBe(match![1]!.slice(0, 64));
    expect(JSON.parse(served.data.toString('utf8'))).toEqual(metadata);
    // The image it names is content-addressed as well.
    expect(metadata.image).toBe(`${draftMediaUrl}/media/${image.storageKey}`);
    // The same document again is the same URI: nothing about it can change.
    const again = await createDraft({ frozen: true, name: 'Frozen sunrise' });
    expect(again.body.data.tokenUri).toBe(tokenUri);
  });
});

describe('POST /v1/nft-drafts authorisation', () => {
  it('refuses an anonymous caller with 401 and writes nothing', async () => {
    const before = await draftCount();
    const reply = await createDraft({}, {});
    expect(reply.status).toBe(401);
    expect(reply.body.error).toBe('token_expired');
    expect(await draftCount()).toBe(before);
  });

  it("refuses someone else's collection with 403, a deleted one with 404", async () => {
    const theirs = await insertCollection(t.database.db, { creatorAddress: bob.address });
    const before = await draftCount();
    const reply = await createDraft({ collectionId: theirs.id });
    expect(reply.status).toBe(403);
    expect(reply.body.error).toBe('forbidden');
    const deleted = await insertCollection(t.database.db, { creatorAddress: alice.address, deletedAt: new Date() });
    expect((await createDraft({ collectionId: deleted.id })).status).toBe(404);
    expect(await draftCount()).toBe(before);
  });

  it('lets the collection creator file into it (2xx) while the other account is refused', async () => {
    const mine = await insertCollection(t.database.db, { creatorAddress: bob.address });
    const bobImage = await insertUpload(t.database.db, bob.accountId);
    expect((await createDraft({ collectionId: mine.id, mediaId: bobImage.id }, bob.headers)).status).toBe(200);
    expect((await createDraft({ collectionId: mine.id }, alice.headers)).status).toBe(403);
  });

  it("refuses someone else's upload as media or preview", async () => {
    const theirs = await insertUpload(t.database.db, bob.accountId);
    await expectIssue({ mediaId: theirs.id }, '/mediaId', 'Upload the image again: it is not one of your uploads');
    const song = await insertUpload(t.database.db, alice.accountId, 'audio/mpeg');
    await expectIssue(
      { mediaId: song.id, previewMediaId: theirs.id },
      '/previewMediaId',
      'Upload the image again: it is not one of your uploads',
    );
  });
});

describe('POST /v1/nft-drafts validation (spec messages, en and ja)', () => {
  it('name 4-45 characters, required', async () => {
    await expectIssue({ name: 'abc' }, '/name', 'Length should be 4 to 45.');
    await expectIssue({ name: 'x'.repeat(46) }, '/name', 'Length should be 4 to 45.');
    await expectIssue({ name: 'abc' }, '/name', '4〜45文字で入力してください。', 'ja');
    await expectIssue({ name: undefined }, '/name', 'This field is required');
    await expectIssue({ name: '   ' }, '/name', 'この項目は必須です', 'ja');
  });

  it('description at most 2000, unlockable content at most 10000', async () => {
    await expectIssue({ description: 'x'.repeat(2001) }, '/description', 'Length should be at most 2000.');
    await expectIssue({ unlockableContent: 'x'.repeat(10_001) }, '/unlockableContent', 'Length should be at most 10000.');
    expect((await createDraft({ description: 'x'.repeat(2000), unlockableContent: 'y'.repeat(10_000) })).status).toBe(200);
  });

  it('external link must be a website URL', async () => {
    for (const externalLink of ['not a url', 'javascript:alert(1)', 'ftp://files.example/x', 'http://localhost']) {
      await expectIssue({ externalLink }, '/externalLink', 'Invalid website URL');
    }
    await expectIssue({ externalLink: 'nope' }, '/externalLink', '無効なウェブサイトURLです', 'ja');
  });

  it('levels and stats: the current value must be less than the total', async () => {
    await expectIssue(
      { attributes: { levels: [{ type: 'Power', value: 5, max: 5 }] } },
      '/attributes/levels/0/value',
      'The current value must be less than the total value',
    );
    await expectIssue(
      { attributes: { stats: [{ type: 'Speed', value: 9, max: 3 }] } },
      '/attributes/stats/0/value',
      '現在値は合計値より小さくしてください',
      'ja',
    );
    await expectIssue({ attributes: { traits: [{ type: '', value: 'x' }] } }, '/attributes/traits/0/type', 'This field is required');
  });

  it('copies is a whole number from 1 to 10000', async () => {
    for (const copies of [0, 10_001, 1.5, -1]) await expectIssue({ copies }, '/copies', 'Copies must be a whole number from 1 to 10000');
    await expectIssue({ copies: 0 }, '/copies', '発行枚数は1〜10000の整数で入力してください', 'ja');
    expect((await createDraft({ copies: 10_000 })).status).toBe(200);
  });

  it('audio and video need an image preview', async () => {
    const video = await insertUpload(t.database.db, alice.accountId, 'video/mp4');
    await expectIssue({ mediaId: video.id }, '/previewMediaId', 'Audio and video need a preview image');
    await expectIssue({ mediaId: video.id }, '/previewMediaId', '音声や動画にはプレビュー画像が必要です', 'ja');
    const song = await insertUpload(t.database.db, alice.accountId, 'audio/mpeg');
    await expectIssue(
      { mediaId: video.id, previewMediaId: song.id },
      '/previewMediaId',
      'The preview must be a PNG, JPG, JPEG or GIF image',
    );
  });

  it('NULS minting is refused with a clear message; unknown chains and chains without platform contracts too', async () => {
    await expectIssue({ chain: 'nuls' }, '/chain', 'Minting on NULS is not supported from the browser');
    await expectIssue({ chain: 'nuls' }, '/chain', 'NULSでのミントはブラウザからはサポートされていません', 'ja');
    for (const chain of ['solana', 'local2', 'bsc']) {
      const reply = await createDraft({ chain });
      expect({ chain, status: reply.status, error: reply.body.error }).toEqual({ chain, status: 400, error: 'unsupported_chain' });
    }
  });

  it('the collection must be on the chain of the mint', async () => {
    const other = await insertCollection(t.database.db, { creatorAddress: alice.address, chain: 'local2' });
    await expectIssue({ collectionId: other.id }, '/collectionId', 'The collection is on another chain');
    await expectIssue({ collectionId: other.id }, '/collectionId', 'コレクションは別のチェーンにあります', 'ja');
  });

  it('the collection must group platform tokens, not have a contract of its own', async () => {
    const own = await insertCollection(t.database.db, { creatorAddress: alice.address, contractAddress: '0x' + 'c'.repeat(40) });
    await expectIssue({ collectionId: own.id }, '/collectionId', 'This collection has its own contract: NFTs minted here cannot join it');
  });

  it('unknown fields are refused', async () => {
    await expectIssue({ creatorAddress: bob.address }, '/', expect.any(String) as unknown as string);
  });
});

describe('GET /v1/nft-metadata/:id', () => {
  const metadataPath = (tokenUri: string) => new URL(tokenUri).pathname;
  const read = (path: string, headers: Record<string, string> = {}) => t.app.inject({ url: path, headers });

  async function unmintedDraft() {
    const reply = await createDraft({ name: 'Not minted yet' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as { id: number; tokenUri: string; metadata: Record<string, unknown> };
  }

  it('answers 404 for sequential (numeric) ids, unknown uuids and any other text, with one body', async () => {
    const draft = await unmintedDraft();
    const missing = await read('/v1/nft-metadata/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    for (const path of [`/v1/nft-metadata/${draft.id}`, '/v1/nft-metadata/1', '/v1/nft-metadata/abc']) {
      const response = await read(path, alice.headers);
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toEqual(missing.json());
    }
  });

  it('an unminted draft is 404 for anonymous callers and other accounts (like a missing one), 200 for its creator', async () => {
    const draft = await unmintedDraft();
    const path = metadataPath(draft.tokenUri);
    const missing = (await read('/v1/nft-metadata/00000000-0000-4000-8000-000000000000')).json();
    for (const headers of [{}, bob.headers, { token: 'not-a-live-session' }]) {
      const response = await read(path, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing);
    }
    const own = await read(path, alice.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(draft.metadata);
    // The creator's preview must not be kept by a shared cache for the next caller.
    expect(own.headers['cache-control']).toBe('private, no-store');
  });

  it('a minted draft is public: 200 for everyone, cacheable', async () => {
    const draft = await unmintedDraft();
    const nft = await insertNft(t.database.db, { chain: 'local1' });
    await t.database.db.update(nftDrafts).set({ nftId: nft.id, mintedAt: new Date() }).where(eq(nftDrafts.id, draft.id));
    for (const headers of [{}, bob.headers, alice.headers]) {
      const response = await read(metadataPath(draft.tokenUri), headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(draft.metadata);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
    }
  });
});
