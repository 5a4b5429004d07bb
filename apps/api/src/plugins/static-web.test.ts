import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const indexHtml = '<!doctype html><html><body><div id="root"></div><script src="/assets/index-Bx7Yk2qA.js"></script></body></html>';
const script = 'console.log("app");\n'.repeat(200);

/**
 * A web build in a fresh folder: index.html, one hashed script with the compressed copies the build writes beside
 * each text file (apps/web/vite.config.ts), a robots.txt.
 */
async function writeBuild(): Promise<string> {
  const distDir = await mkdtemp(join(tmpdir(), 'nft-web-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), indexHtml);
  await writeFile(join(distDir, 'assets', 'index-Bx7Yk2qA.js'), script);
  await writeFile(join(distDir, 'assets', 'index-Bx7Yk2qA.js.br'), brotliCompressSync(script));
  await writeFile(join(distDir, 'assets', 'index-Bx7Yk2qA.js.gz'), gzipSync(script));
  await writeFile(join(distDir, 'index.html.br'), brotliCompressSync(indexHtml));
  await writeFile(join(distDir, 'robots.txt'), 'User-agent: *');
  return distDir;
}

describe('web app with a build, under a tight rate limit', () => {
  let testApp: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = await writeBuild();
    testApp = await createTestApp({ env: { WEB_DIST_DIR: distDir, RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' } });
  });

  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it("never refuses the build's own files, while pages, missing files and the API stay counted", async () => {
    const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers, remoteAddress: '10.9.0.1' });
    // A first visit fetches dozens of chunks: far more than this limit, all served.
    const assets = [];
    for (let i = 0; i < 10; i += 1) assets.push((await get('/assets/index-Bx7Yk2qA.js')).statusCode);
    expect(assets).toEqual(Array.from({ length: 10 }, () => 200));
    const counted = [];
    for (const url of ['/', '/assets/missing.js', '/assets/../v1/chains', '/v1/chains']) counted.push((await get(url, html)).statusCode);
    expect(counted.slice(0, 3)).not.toContain(429);
    expect(counted[3]).toBe(429);
  });
});

describe('web app with a build', () => {
  let testApp: TestApp;
  let distDir: string;

  beforeAll(async () => {
    // The build must exist before the app starts: the plugin looks for it once.
    distDir = await writeBuild();
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

  it("keeps a built file's own protections and drops the headers only a page acts on (docs/security.md row 19)", async () => {
    const asset = await testApp.app.inject({ url: '/assets/index-Bx7Yk2qA.js', headers: { 'accept-encoding': 'br' } });
    const page = await testApp.app.inject({ url: '/', headers: html });
    for (const kept of ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security', 'referrer-policy']) {
      expect({ [kept]: asset.headers[kept] }).toEqual({ [kept]: page.headers[kept] });
      expect(asset.headers[kept]).toBeTruthy();
    }
    for (const dropped of [
      'cross-origin-opener-policy',
      'x-frame-options',
      'origin-agent-cluster',
      'x-xss-protection',
      'etag',
      'last-modified',
    ]) {
      expect(asset.headers[dropped]).toBeUndefined();
    }
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers.etag).toBeTruthy();
    // A file the build does not have is not a built asset: its answer keeps every header.
    const missing = await testApp.app.inject({ url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the brotli copy of an asset to a browser that accepts it, the same bytes once decompressed', async () => {
    const response = await testApp.app.inject({
      url: '/assets/index-Bx7Yk2qA.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli and the plain file to one that accepts neither', async () => {
    const gzip = await testApp.app.inject({ url: '/assets/index-Bx7Yk2qA.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await testApp.app.inject({ url: '/assets/index-Bx7Yk2qA.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends index.html compressed too, still revalidated and with its Content-Security-Policy', async () => {
    for (const url of ['/', '/market-place']) {
      const response = await testApp.app.inject({ url, headers: { ...html, 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
    }
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

describe('first screens with preload links from the build manifest', () => {
  let testApp: TestApp;
  let distDir: string;
  // What `vite build` writes with build.manifest (apps/web/vite.config.ts): each chunk by source, its static imports.
  const builtIndex =
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/shell-A1.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/shell-A1.css"></head>' +
    '<body><div id="root"></div></body></html>';
  const manifest = {
    '_shell-A1.js': { file: 'assets/shell-A1.js', css: ['assets/shell-A1.css'] },
    '_grid-B2.js': { file: 'assets/grid-B2.js', imports: ['_shell-A1.js'] },
    'src/app/routes/market-place.tsx': {
      file: 'assets/market-place-C3.js',
      imports: ['_shell-A1.js', '_grid-B2.js'],
      dynamicImports: ['src/features/explore/components/filters-drawer.tsx'],
      css: ['assets/market-place-C3.css'],
    },
    'src/features/explore/components/filters-drawer.tsx': { file: 'assets/filters-drawer-D4.js' },
    'src/i18n/pages/en.json': { file: 'assets/en-E5.js' },
    'src/i18n/pages/ja.json': { file: 'assets/ja-F6.js' },
  };

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'nft-web-dist-'));
    await mkdir(join(distDir, 'assets'));
    await mkdir(join(distDir, '.vite'));
    await writeFile(join(distDir, 'index.html'), builtIndex);
    await writeFile(join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    for (const chunk of Object.values(manifest)) {
      for (const file of [chunk.file, ...('css' in chunk ? chunk.css : [])]) await writeFile(join(distDir, file), '/**/');
    }
    testApp = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
  });

  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const linksOf = (body: string): string[] =>
    [...body.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)">/g)].map((m) => m[1] ?? '');

  it('preloads the route chunk, its static imports and the default screen texts for /market-place, all files of the build', async () => {
    const response = await testApp.app.inject({ url: '/market-place?sort=newest', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const links = linksOf(response.body);
    expect(links.sort()).toEqual(['/assets/en-E5.js', '/assets/grid-B2.js', '/assets/market-place-C3.css', '/assets/market-place-C3.js']);
    for (const link of links) expect(existsSync(join(distDir, link))).toBe(true);
    // Scripts as module preloads, with the credentials mode of the module scripts that use them.
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/market-place-C3.js">');
    expect(response.body.indexOf('modulepreload')).toBeLessThan(response.body.indexOf('</head>'));
  });

  it('sends the page with preloads compressed as the browser accepts', async () => {
    const br = await testApp.app.inject({ url: '/market-place', headers: { ...html, 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(linksOf(brotliDecompressSync(br.rawPayload).toString())).toHaveLength(4);
    const gzip = await testApp.app.inject({ url: '/market-place', headers: { ...html, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(linksOf(gunzipSync(gzip.rawPayload).toString())).toHaveLength(4);
  });

  it('never sends the page in an encoding the browser declined (q=0) and honours preference', async () => {
    const encodingFor = async (accepted: string) =>
      (await testApp.app.inject({ url: '/market-place', headers: { ...html, 'accept-encoding': accepted } })).headers['content-encoding'];
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('gzip;q=0, br;q=0')).toBeUndefined();
    expect(await encodingFor('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(await encodingFor('identity')).toBeUndefined();
    const plain = await testApp.app.inject({ url: '/market-place', headers: { ...html, 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(linksOf(plain.body)).toHaveLength(4);
  });

  it('preloads only the screen texts for / when the manifest lacks its route, nothing for other screens', async () => {
    const home = await testApp.app.inject({ url: '/', headers: html });
    expect(home.statusCode).toBe(200);
    expect(linksOf(home.body)).toEqual(['/assets/en-E5.js']);
    const other = await testApp.app.inject({ url: '/vote-list/ongoing', headers: html });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(builtIndex);
  });
});

describe('Content-Security-Policy of the web app', () => {
  let testApp: TestApp;
  let distDir: string;
  let policy: Map<string, string[]>;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'nft-web-dist-'));
    await writeFile(join(distDir, 'index.html'), indexHtml);
    testApp = await createTestApp({
      env: {
        WEB_DIST_DIR: distDir,
        PUBLIC_URL: 'https://market.example',
        MEDIA_PUBLIC_URL: 'https://media.example',
        // A provider key in the path: the server's own RPC, never named to browsers.
        RPC_URL_BSC: 'https://bsc.example/v3/SECRETKEY',
        LOCAL_CHAINS: 'true',
        RPC_URL_LOCAL1: 'http://127.0.0.1:40001',
      },
    });
    const response = await testApp.app.inject({ url: '/market-place', headers: html });
    const header = String(response.headers['content-security-policy'] ?? '');
    policy = new Map(
      header
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );
  });

  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('allows script only from the app itself: no inline script, no eval, no plugins, no framing, no base rewrite', () => {
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('lets the page call only the API, the media origin and the public RPC URLs of the active chains', () => {
    const connect = policy.get('connect-src') ?? [];
    expect(connect).toEqual(
      expect.arrayContaining(["'self'", 'https://market.example', 'https://media.example', 'http://127.0.0.1:40001']),
    );
    // bsc is active (its RPC URL is configured): the browser's wagmi reads it through the public endpoint.
    expect(connect).toContain('https://bsc-dataseed.bnbchain.org');
    // eth is not configured: not reachable from the page.
    expect(connect).not.toContain('https://ethereum-rpc.publicnode.com');
    expect(connect).not.toContain('*');
    expect(connect.join(' ')).not.toContain('SECRETKEY');
  });

  it('loads pictures and video only from the app and the media origin', () => {
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://media.example']);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:', 'https://media.example']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
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
