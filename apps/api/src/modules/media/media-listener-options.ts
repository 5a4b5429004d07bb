import type { MediaStore } from '@nft/media';
import type { AppConfig } from '../../config/env';
import type { MediaServerOptions } from './media-server';

export type MediaListenerOptions = MediaServerOptions & { host: string; port: number };

/**
 * The media listener as configured (HOST, MEDIA_PORT, TRUST_PROXY and its limits, issue 9 item 4):
 * the production API and the one-process embedded mode start the same listener from this.
 */
export function mediaListenerOptions(config: AppConfig, store: MediaStore): MediaListenerOptions {
  return {
    store,
    host: config.server.host,
    port: config.server.mediaPort,
    trustProxy: config.server.trustProxy,
    limits: {
      requestTimeoutMs: config.server.requestTimeoutMs,
      connectionTimeoutMs: config.server.connectionTimeoutMs,
      rateLimit: { max: config.server.mediaRateLimitMax, windowMs: config.rateLimit.windowMs },
    },
  };
}
