import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { mediaKeyPattern, type MediaStore } from '@nft/media';
import { clientKey } from '../../plugins/client-key';
import { parseByteRange } from './byte-range';

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

/** Bounds of the media listener (issue 9 item 4); the defaults suit tests, main and embedded pass the configured ones. */
export type MediaServerLimits = {
  /** Whole request, headers to last byte sent (Fastify requestTimeout). */
  requestTimeoutMs: number;
  /** An idle socket is closed after this (Fastify connectionTimeout). */
  connectionTimeoutMs: number;
  /** Requests per client (IPv6 per /64) per window, in this process. */
  rateLimit: { max: number; windowMs: number };
};

export const defaultMediaServerLimits: MediaServerLimits = {
  requestTimeoutMs: 60_000,
  connectionTimeoutMs: 30_000,
  rateLimit: { max: 1200, windowMs: 60_000 },
};

export type MediaServerOptions = {
  store: MediaStore;
  logger?: boolean | Record<string, unknown>;
  limits?: Partial<MediaServerLimits>;
  trustProxy?: boolean | number;
};

/**
 * The media origin: a listener of its own that serves only `/media/<sha256>.<ext>` from the store.
 * Nothing else runs here (no API, no web app, no sessions), so a file served here has nothing to
 * reach even if a browser were tricked into treating it as a page. Files are streamed from the
 * store (with `Range` for players seeking in video), never read whole into memory.
 */
export async function buildMediaServer({
  store,
  logger = false,
  limits: given = {},
  trustProxy = false,
}: MediaServerOptions): Promise<FastifyInstance> {
  const limits = { ...defaultMediaServerLimits, ...given };
  const app = Fastify({
    logger,
    return503OnClosing: false,
    frameworkErrors: (_error, _request, reply) => void plain(reply, 400, 'Bad request'),
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    // Only GET and HEAD are served: no request here has a body worth reading.
    bodyLimit: 1024,
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  });
  app.addHook('onRequest', async (_request, reply) => {
    void reply.headers(mediaSecurityHeaders);
  });
  await app.register(rateLimit, {
    global: true,
    max: limits.rateLimit.max,
    timeWindow: limits.rateLimit.windowMs,
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, message: 'Too many requests' }),
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/:key',
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const { key } = request.params as { key: string };
      // The pattern also keeps any path trick away from the store's file system paths.
      const found = mediaKeyPattern.test(key) ? await store.open(key) : undefined;
      if (!found) return plain(reply, 404, 'Not found');
      void reply.header('cache-control', immutable).header('accept-ranges', 'bytes').type(found.contentType);
      const range = parseByteRange(request.headers.range, found.size);
      if (range === 'unsatisfiable') return plain(reply.header('content-range', `bytes */${found.size}`), 416, 'Range not satisfiable');
      const part = range ?? { start: 0, end: found.size - 1 };
      if (range) void reply.status(206).header('content-range', `bytes ${part.start}-${part.end}/${found.size}`);
      void reply.header('content-length', String(Math.max(0, part.end - part.start + 1)));
      if (request.method === 'HEAD' || found.size === 0) return reply.send();
      return reply.send(found.stream(part));
    },
  });
  app.setNotFoundHandler((_request, reply) => plain(reply, 404, 'Not found'));
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 429) return plain(reply, 429, 'Too many requests');
    request.log.error({ err: error }, 'media request failed');
    return plain(reply, 500, 'Error');
  });
  return app;
}

function plain(reply: FastifyReply, status: number, text: string): FastifyReply {
  // Also reached from frameworkErrors (a malformed URL), before any hook has set the headers.
  return reply
    .status(status)
    .headers(mediaSecurityHeaders)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(text);
}

export type RunningMediaServer = { url: string; port: number; close(): Promise<void> };

/** Builds and starts the media listener; `port` 0 picks a free one (see `url`). */
export async function startMediaServer(options: MediaServerOptions & { host: string; port: number }): Promise<RunningMediaServer> {
  const app = await buildMediaServer(options);
  await app.listen({ host: options.host, port: options.port });
  const address = app.server.address() as AddressInfo;
  const hostname = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return { url: `http://${hostname}:${address.port}`, port: address.port, close: () => app.close() };
}
