import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../errors/send-failure';
import { nftPagePath, preparePreloadedPages, withHeadLinks, type PreloadedPage } from './page-preloads';

export type StaticWebOptions = {
  distDir: string;
  /** Sent with every page of the app (see web-content-security-policy.ts). */
  contentSecurityPolicy: string;
  /**
   * The URL of the picture an NFT page shows first, or undefined where the page shows none (an unknown or hidden NFT, a
   * bad key, no picture); the page then names it in a preload link. Without it NFT pages are sent without that link.
   */
  nftImage?: (key: { chain: string; contractAddress: string; tokenId: string }) => Promise<string | undefined>;
};

const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app at `/`. Any other GET that asks for HTML outside `/v1` gets index.html so
 * the SPA router can take it (`/market-place`, `/nft-detail/...`); everything else that matches no
 * route gets the JSON not_found envelope. Without a build, pages explain that instead of failing.
 * The build writes `.br` and `.gz` copies of its text files (apps/web/vite.config.ts); the one the
 * browser accepts is sent, with `Vary: Accept-Encoding` so caches keep the variants apart. The first screens
 * (home, explore, an NFT) get index.html with preload links for their chunks (page-preloads.ts), and an NFT page one
 * for its picture too (nftImage).
 */
export const staticWebPlugin = fp<StaticWebOptions>(
  async (app, { distDir, contentSecurityPolicy, nftImage }) => {
    // Checked once at start-up: building the web app later needs a restart to be served.
    const built = existsSync(join(distDir, 'index.html'));
    const preloadedPage = built ? preparePreloadedPages(distDir) : () => undefined;
    const indexHtml = built && nftImage ? readFileSync(join(distDir, 'index.html'), 'utf8') : '';
    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        wildcard: false,
        // `/` is a page like the others: the not-found handler below sends it, with its preload links.
        index: false,
        dotfiles: 'ignore',
        cacheControl: false,
        preCompressed: true,
        setHeaders: (response, path) => {
          const original = path.replace(/\.(br|gz)$/, '');
          response.setHeader('cache-control', isHashedAsset(distDir, original) ? immutable : 'no-cache');
          response.setHeader('vary', 'accept-encoding');
          if (original.endsWith('.html')) response.setHeader('content-security-policy', contentSecurityPolicy);
        },
      });
      app.addHook('onSend', async (request, reply, payload) => {
        if (isBuiltAssetRequest(request) && reply.statusCode === 200) withoutDocumentHeaders(reply);
        return payload;
      });
    } else {
      app.get('/', { schema: { hide: true } }, (_request, reply) => sendNotBuilt(reply));
    }
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
      if (!wantsPage(request)) return sendNotFound(request, reply);
      if (!built) return sendNotBuilt(reply);
      const path = request.url.split('?')[0] ?? '';
      const page = preloadedPage(path);
      const nftKey = nftImage && nftPageKey(path);
      const image = nftKey ? await lookUpImage(request, nftImage, nftKey) : undefined;
      if (image) return sendImagePage(request, reply, withImagePreload(page?.html ?? indexHtml, image), contentSecurityPolicy);
      return page ? sendPage(request, reply, page, contentSecurityPolicy) : reply.sendFile('index.html');
    });
  },
  { name: 'static-web', fastify: '5.x', dependencies: ['rate-limit', 'errors'] },
);

/**
 * A GET of one of the build's content-hashed files (`/assets/...`), that the global rate limit does not count
 * (app.ts): a first visit fetches about forty of them, so a limit sized for the API refused a page's own code after a
 * few visits from one address (many users behind one NAT, or a reload with the cache off) and the screen failed to
 * load. They are static, precompressed and immutable, cheap to send and in production normally served by a CDN
 * (docs/security.md). Pages (index.html) and everything under /v1 stay counted.
 */
export function isBuiltAssetRequest(request: FastifyRequest): boolean {
  // The route, not the URL: fastify-static registers one route per built file (wildcard: false), so a path that names
  // no file (or escapes the folder) reaches the not-found handler, which stays counted.
  return (request.method === 'GET' || request.method === 'HEAD') && (request.routeOptions.url?.startsWith('/assets/') ?? false);
}

/**
 * Headers that only a document (a page) acts on, or that only serve revalidation, which an immutable file never needs.
 * Over HTTP/1.1 every header is sent in full with each of the forty-odd files a first visit fetches: these were about
 * 330 of the 730 bytes of each file's headers (docs/decisions/033-first-load-javascript.md). What a script or style
 * sheet is subject to stays: nosniff, Cross-Origin-Resource-Policy, Strict-Transport-Security, Referrer-Policy (the
 * style sheet's fonts and pictures), and the caching headers (docs/security.md row 19).
 */
const documentOnlyHeaders = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'etag',
  'last-modified',
  'accept-ranges',
];

function withoutDocumentHeaders(reply: FastifyReply): void {
  for (const name of documentOnlyHeaders) {
    reply.removeHeader(name);
    reply.raw.removeHeader(name);
  }
}

// Vite puts content-hashed files under assets/; everything else (index.html, public/ files) may change.
function isHashedAsset(distDir: string, path: string): boolean {
  return relative(distDir, path).startsWith(`assets${sep}`);
}

function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  const isApi = path === '/v1' || path.startsWith('/v1/');
  const accept = request.headers.accept ?? '';
  // `/` is the app whatever the client accepts, as when fastify-static answered it.
  return (request.method === 'GET' || request.method === 'HEAD') && !isApi && (path === '/' || accept.includes('text/html'));
}

/** The segments of an NFT page's path (apps/web/src/config/paths.ts), decoded; undefined for other paths or bad escapes. */
function nftPageKey(path: string): { chain: string; contractAddress: string; tokenId: string } | undefined {
  const match = nftPagePath.exec(path);
  if (!match) return undefined;
  try {
    const [chain = '', contractAddress = '', tokenId = ''] = match.slice(1).map((segment) => decodeURIComponent(segment));
    return { chain, contractAddress, tokenId };
  } catch {
    return undefined;
  }
}

/** The page is sent whatever happens: a failed lookup only costs the preload link. */
async function lookUpImage(
  request: FastifyRequest,
  nftImage: NonNullable<StaticWebOptions['nftImage']>,
  key: { chain: string; contractAddress: string; tokenId: string },
): Promise<string | undefined> {
  try {
    return await nftImage(key);
  } catch (error) {
    request.log.warn({ err: error }, 'NFT page: the picture lookup failed, page sent without its preload link');
    return undefined;
  }
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * The page with `<link rel="preload" as="image">` for the NFT's picture, so the browser fetches the largest paint with
 * the page instead of after the code, the API call and the render (docs/decisions/024-web-delivery-and-content-security-policy.md).
 * The exact URL and no crossorigin, like the page's <img>, so its download is reused. Compressed per request (about
 * 2 KB) at a modest quality: the prepared pages use the maximum once at start-up.
 */
function withImagePreload(html: string, imageUrl: string): string {
  return withHeadLinks(html, [`<link rel="preload" as="image" href="${escapeAttribute(imageUrl)}" fetchpriority="high">`]);
}

/** Like sendPage, compressing only the encoding this browser accepts. */
async function sendImagePage(request: FastifyRequest, reply: FastifyReply, html: string, policy: string): Promise<FastifyReply> {
  const encoding = acceptedEncoding(request);
  pageHeaders(reply, policy);
  if (!encoding) return reply.send(html);
  const body =
    encoding === 'br'
      ? await compressBrotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await compressGzip(html, { level: 6 });
  return reply.header('content-encoding', encoding).send(body);
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Like the built index.html from fastify-static: revalidated, compressed as the browser accepts, with the policy. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: PreloadedPage, policy: string): FastifyReply {
  const encoding = acceptedEncoding(request);
  pageHeaders(reply, policy);
  if (!encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
}

/**
 * The compressed copy this browser takes, negotiated as fastify-static does for the built files (quality values,
 * `q=0` refuses, `*` reads as gzip), so a page and its files are never sent in an encoding the client declined.
 */
function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | undefined {
  const accepted = (request.headers['accept-encoding'] ?? '').toLowerCase().replace(/\*/g, 'gzip');
  return negotiate<'br' | 'gzip'>(accepted, ['br', 'gzip']) ?? undefined;
}

function pageHeaders(reply: FastifyReply, policy: string): void {
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('content-security-policy', policy);
}

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app is not built</h1>
<p>The API is running: see <a href="/v1/docs">/v1/docs</a>. Build the web app with
<code>npm run build -w @nft/web</code> (or use <code>npm start</code>, which builds it) and restart the server.</p>
</body></html>`;

function sendNotBuilt(reply: FastifyReply): FastifyReply {
  return reply.status(503).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(notBuiltPage);
}
