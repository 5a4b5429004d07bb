import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { mediaKeyPattern, type MediaStore } from '@nft/media';

/**
 * Headers that make stored media inert even if a hostile file slipped past intake (docs/security.md row
 * 8): the browser must not sniff another type, must not run script (the sandbox gives the document
 * a unique opaque origin even when opened directly), and no cookie is ever set or read here.
 */
export const mediaSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
  'cross-origin-resource-policy': 'cross-origin',
  // Public, content-addressed bytes: any page may load them, none may read credentials with them.
  'access-control-allow-origin': '*',
  'referrer-policy': 'no-referrer',
} as const;

const immutable = 'public, max-age=31536000, immutable';

/**
 * The media origin: a listener of its own that serves only `/media/<sha256>.<ext>` from the store.
 * Nothing else runs here (no API, no web app, no sessions), so a file served here has nothing to
 * reach even if a browser were tricked into treating it as a page.
 */
export async function buildMediaServer({ store, logger = false }: { store: MediaStore; logger?: boolean | Record<string, unknown> }): Promise<FastifyInstance> {
  const app = Fastify({ logger, return503OnClosing: false, frameworkErrors: (_error, _request, reply) => void plain(reply, 400, 'Bad request') });
  app.addHook('onRequest', async (_request, reply) => {
    void reply.headers(mediaSecurityHeaders);
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/:key',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const { key } = request.params as { key: string };
      // The pattern also keeps any path trick away from the store's file system paths.
      const found = mediaKeyPattern.test(key) ? await store.get(key) : undefined;
      if (!found) return plain(reply, 404, 'Not found');
      return reply.header('cache-control', immutable).type(found.contentType).send(found.data);
    },
  });
  app.setNotFoundHandler((_request, reply) => plain(reply, 404, 'Not found'));
  app.setErrorHandler((error, request, reply) => {
    request.log.error({ err: error }, 'media request failed');
    return plain(reply, 500, 'Error');
  });
  return app;
}

function plain(reply: FastifyReply, status: number, text: string): FastifyReply {
  // Also reached from frameworkErrors (a malformed URL), before any hook has set the headers.
  return reply.status(status).headers(mediaSecurityHeaders).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);
}

export type RunningMediaServer = { url: string; port: number; close(): Promise<void> };

/** Builds and starts the media listener; `port` 0 picks a free one (see `url`). */
export async function startMediaServer(options: { store: MediaStore; host: string; port: number; logger?: boolean | Record<string, unknown> }): Promise<RunningMediaServer> {
  const app = await buildMediaServer(options);
  await app.listen({ host: options.host, port: options.port });
  const address = app.server.address() as AddressInfo;
  const hostname = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return { url: `http://${hostname}:${address.port}`, port: address.port, close: () => app.close() };
}
