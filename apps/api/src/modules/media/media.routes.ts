import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { mediaKeyPattern, type MediaStore } from '@nft/media';
import { AppError } from '@nft/shared';

const paramsSchema = z.object({ key: z.string().regex(mediaKeyPattern, 'must be a media key (sha256.ext)') });

/**
 * Headers that make stored media inert even if a hostile file slipped past intake (SECURITY.md row
 * 8): the browser must not sniff another type, must not run script, and gets no cookies to steal.
 */
export const mediaSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
  'cross-origin-resource-policy': 'cross-origin',
  'cache-control': 'public, max-age=31536000, immutable',
} as const;

/** Serves content-addressed media at /media/<sha256>.<ext>. Keys never change, so responses are immutable. */
export function registerMediaRoutes(app: FastifyInstance, store: MediaStore): void {
  app.route({
    method: 'GET',
    url: '/media/:key',
    schema: { hide: true, params: paramsSchema },
    handler: async (request, reply) => {
      const { key } = request.params as z.output<typeof paramsSchema>;
      const found = await store.get(key);
      if (!found) throw new AppError('not_found');
      void reply.headers(mediaSecurityHeaders).type(found.contentType);
      return found.data;
    },
  });
}
