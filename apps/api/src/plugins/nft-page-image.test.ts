import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfts } from '@nft/db';
import { createTestDatabase, insertNft } from '@nft/db/testing';
import { insertMedia } from '../modules/media/media.fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';

// The NFT page names its picture in a preload link (static-web.ts, nftImage;
// docs/decisions/024-web-delivery-and-content-security-policy.md).
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const builtIndex =
  '<!doctype html><html><head><meta charset="utf-8"><script type="module" crossorigin src="/assets/shell-A1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const manifest = {
  '_shell-A1.js': { file: 'assets/shell-A1.js' },
  'src/app/routes/nft-detail.tsx': { file: 'assets/nft-detail-C3.js', imports: ['_shell-A1.js'] },
};
const mediaOrigin = 'https://media.example';

const imageLinks = (body: string): string[] => [...body.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
const pagePath = (nft: { chain: string; contractAddress: string; tokenId: string }) =>
  `/nft-detail/${nft.chain}/${nft.contractAddress}/${nft.tokenId}`;

async function webBuild(withManifest: boolean): Promise<string> {
  const distDir = await mkdtemp(join(tmpdir(), 'nft-web-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), builtIndex);
  if (withManifest) {
    await mkdir(join(distDir, '.vite'));
    await writeFile(join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    for (const chunk of Object.values(manifest)) await writeFile(join(distDir, chunk.file), '/**/');
  }
  return distDir;
}

describe('NFT page with its picture preloaded', () => {
  let testApp: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = await webBuild(true);
    testApp = await createTestApp({ env: { WEB_DIST_DIR: distDir, LOCAL_CHAINS: 'true', MEDIA_PUBLIC_URL: mediaOrigin } });
  });

  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it("names the picture the page shows, the detail route's image.url, once in the head, brotli and plain", async () => {
    const { db } = testApp.database;
    const image = await insertMedia(db);
    const nft = await insertNft(db, { imageMediaId: image.id });
    const detail = await testApp.app.inject({ url: `/v1/nfts/${nft.chain}/${nft.contractAddress}/${nft.tokenId}` });
    const imageUrl = String(detail.json().data.image.url);
    expect(imageUrl.startsWith(`${mediaOrigin}/media/`)).toBe(true);
    const expected = `<link rel="preload" as="image" href="${imageUrl}" fetchpriority="high">`;

    const br = await testApp.app.inject({ url: pagePath(nft), headers: { ...html, 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('text/html');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${mediaOrigin}`);
    const page = brotliDecompressSync(br.rawPayload).toString();
    expect(imageLinks(page)).toEqual([expected]);
    expect(page.indexOf(expected)).toBeLessThan(page.indexOf('</head>'));
    // The route chunk's preload is still there.
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/nft-detail-C3.js">');

    const plain = await testApp.app.inject({ url: pagePath(nft), headers: { ...html, 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
    const gzip = await testApp.app.inject({ url: `${pagePath(nft)}/?tab=offers`, headers: { ...html, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(imageLinks(gunzipSync(gzip.rawPayload).toString())).toEqual([expected]);
  });

  it('finds the NFT with the address as the page path may spell it (checksummed, escaped)', async () => {
    const { db } = testApp.database;
    const image = await insertMedia(db);
    const nft = await insertNft(db, { imageMediaId: image.id });
    const path = `/nft-detail/${nft.chain}/${encodeURIComponent(nft.contractAddress.toUpperCase().replace('0X', '0x'))}/${nft.tokenId}`;
    const response = await testApp.app.inject({ url: path, headers: html });
    expect(imageLinks(response.body)).toHaveLength(1);
    expect(response.body).toContain(encodeURIComponent(image.storageKey));
  });

  it('sends the page without the link for an unknown, hidden or picture-less NFT and for bad keys', async () => {
    const { db } = testApp.database;
    const hidden = await insertNft(db, { imageMediaId: (await insertMedia(db)).id });
    await db.update(nfts).set({ hidden: true }).where(eq(nfts.id, hidden.id));
    const burned = await insertNft(db, { imageMediaId: (await insertMedia(db)).id, burned: true });
    const bare = await insertNft(db, { imageMediaId: null });
    const paths = [
      pagePath(hidden),
      pagePath(burned),
      pagePath(bare),
      pagePath({ ...bare, tokenId: '987654321' }),
      `/nft-detail/nochain/${bare.contractAddress}/${bare.tokenId}`,
      `/nft-detail/${bare.chain}/not-an-address/${bare.tokenId}`,
      `/nft-detail/${bare.chain}/${bare.contractAddress}/-1`,
      `/nft-detail/${bare.chain}/..%2F..%2Fv1%2Fchains/${bare.tokenId}`,
    ];
    for (const path of paths) {
      const response = await testApp.app.inject({ url: path, headers: { ...html, 'accept-encoding': 'br' } });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-security-policy'], path).toContain("script-src 'self'");
      const page = brotliDecompressSync(response.rawPayload).toString();
      expect(page, path).toContain('<div id="root">');
      expect(imageLinks(page), path).toEqual([]);
    }
    // The route answers 404 for the hidden one too: the page leaks no more than the API.
    const api = await testApp.app.inject({ url: `/v1/nfts/${hidden.chain}/${hidden.contractAddress}/${hidden.tokenId}` });
    expect(api.statusCode).toBe(404);
  });

  it('escapes the URL for the attribute', async () => {
    const { db } = testApp.database;
    // encodeURIComponent (packages/media/src/media-url.ts) leaves the apostrophe as it is.
    const image = await insertMedia(db, { storageKey: "it's-a-picture.png" });
    const nft = await insertNft(db, { imageMediaId: image.id });
    const response = await testApp.app.inject({ url: pagePath(nft), headers: html });
    expect(imageLinks(response.body)).toEqual([
      `<link rel="preload" as="image" href="${mediaOrigin}/media/it&#39;s-a-picture.png" fetchpriority="high">`,
    ]);
  });
});

describe('NFT page picture without a build manifest, and when the lookup fails', () => {
  let testApp: TestApp;
  let distDir: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    distDir = await webBuild(false);
    database = await createTestDatabase();
    testApp = await createTestApp({ database, env: { WEB_DIST_DIR: distDir, LOCAL_CHAINS: 'true', MEDIA_PUBLIC_URL: mediaOrigin } });
  });

  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('adds the link to index.html as built, and sends the page without it once the database fails', async () => {
    const image = await insertMedia(database.db);
    const nft = await insertNft(database.db, { imageMediaId: image.id });
    const before = await testApp.app.inject({ url: pagePath(nft), headers: html });
    expect(before.statusCode).toBe(200);
    expect(imageLinks(before.body)).toHaveLength(1);
    await database.close();
    const after = await testApp.app.inject({ url: pagePath(nft), headers: html });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(builtIndex);
  });
});
