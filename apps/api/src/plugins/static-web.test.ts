import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const indexHtml = '<!doctype html><html><body><div id="root"></div><script src="/assets/index-Bx7Yk2qA.js"></script></body></html>';

describe('web app with a build', () => {
  let testApp: TestApp;
  let distDir: string;

  beforeAll(async () => {
    // The build must exist before the app starts: the plugin looks for it once.
    distDir = await mkdtemp(join(tmpdir(), 'nft-web-dist-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'index.html'), indexHtml);
    await writeFile(join(distDir, 'assets', 'index-Bx7Yk2qA.js'), 'console.log("app")');
    await writeFile(join(distDir, 'robots.txt'), 'User-agent: *');
    testApp = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
  });

  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('serves index.html at / without long caching', async () => {
    const response = await testApp.app.inject({ url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable and other files as revalidated', async () => {
    const asset = await testApp.app.inject({ url: '/assets/index-Bx7Yk2qA.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await testApp.app.inject({ url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for SPA routes that accept HTML', async () => {
    for (const url of ['/market-place', '/nft-detail/local1/0xabc/1', '/vote-list/ongoing?x=1']) {
      const response = await testApp.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(indexHtml);
    }
  });

  it('keeps JSON not_found for /v1, non-HTML requests and other methods', async () => {
    const api = await testApp.app.inject({ url: '/v1/nope', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404, error: 'not_found' });
    const script = await testApp.app.inject({ url: '/assets/missing-AAAAAAAA.js', headers: { accept: '*/*' } });
    expect(script.statusCode).toBe(404);
    expect(script.json()).toMatchObject({ error: 'not_found' });
    const post = await testApp.app.inject({ method: 'POST', url: '/market-place', headers: html });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('web app without a build', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers pages with a plain "not built" page and keeps the API working', async () => {
    for (const url of ['/', '/market-place']) {
      const response = await testApp.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('The web app is not built');
    }
    const api = await testApp.app.inject({ url: '/v1/chains' });
    expect(api.statusCode).toBe(200);
  });
});
