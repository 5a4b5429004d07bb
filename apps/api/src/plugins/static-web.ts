import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../errors/send-failure';
import { preparePreloadedPages, type PreloadedPage } from './page-preloads';

export type StaticWebOptions = {
  distDir: string;
  /** Sent with every page of the app (see web-content-security-policy.ts). */
  contentSecurityPolicy: string;
};

const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app at `/`. Any other GET that asks for HTML outside `/v1` gets index.html so
 * the SPA router can take it (`/market-place`, `/nft-detail/...`); everything else that matches no
 * route gets the JSON not_found envelope. Without a build, pages explain that instead of failing.
 * The build writes `.br` and `.gz` copies of its text files (apps/web/vite.config.ts); the one the
 * browser accepts is sent, with `Vary: Accept-Encoding` so caches keep the variants apart. The first screens
 * (home, explore, an NFT) get index.html with preload links for their chunks (page-preloads.ts).
 */
export const staticWebPlugin = fp<StaticWebOptions>(
  async (app, { distDir, contentSecurityPolicy }) => {
    // Checked once at start-up: building the web app later needs a restart to be served.
    const built = existsSync(join(distDir, 'index.html'));
    const preloadedPage = built ? preparePreloadedPages(distDir) : () => undefined;
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
    } else {
      app.get('/', { schema: { hide: true } }, (_request, reply) => sendNotBuilt(reply));
    }
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
      if (!wantsPage(request)) return sendNotFound(request, reply);
      if (!built) return sendNotBuilt(reply);
      const page = preloadedPage(request.url.split('?')[0] ?? '');
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

/** Like the built index.html from fastify-static: revalidated, compressed as the browser accepts, with the policy. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: PreloadedPage, policy: string): FastifyReply {
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('content-security-policy', policy);
  if (!encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
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
