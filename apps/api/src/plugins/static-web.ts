import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../errors/send-failure';

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
 * browser accepts is sent, with `Vary: Accept-Encoding` so caches keep the variants apart.
 */
export const staticWebPlugin = fp<StaticWebOptions>(
  async (app, { distDir, contentSecurityPolicy }) => {
    // Checked once at start-up: building the web app later needs a restart to be served.
    const built = existsSync(join(distDir, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        wildcard: false,
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
      return built ? reply.sendFile('index.html') : sendNotBuilt(reply);
    });
  },
  { name: 'static-web', fastify: '5.x', dependencies: ['rate-limit', 'errors'] },
);

// Vite puts content-hashed files under assets/; everything else (index.html, public/ files) may change.
function isHashedAsset(distDir: string, path: string): boolean {
  return relative(distDir, path).startsWith(`assets${sep}`);
}

function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  const isApi = path === '/v1' || path.startsWith('/v1/');
  const accept = request.headers.accept ?? '';
  return (request.method === 'GET' || request.method === 'HEAD') && !isApi && accept.includes('text/html');
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
