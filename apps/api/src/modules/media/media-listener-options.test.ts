import { describe, expect, it } from 'vitest';
import { createLocalMediaStore } from '@nft/media';
import { loadConfig } from '../../config/env';
import { mediaListenerOptions } from './media-listener-options';

describe('mediaListenerOptions', () => {
  it('takes the media listener host, port, proxy trust and limits from the configuration', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      MEDIA_PORT: '4101',
      TRUST_PROXY: '1',
      REQUEST_TIMEOUT_MS: '45000',
      CONNECTION_TIMEOUT_MS: '15000',
      MEDIA_RATE_LIMIT_MAX: '77',
      RATE_LIMIT_WINDOW_MS: '9000',
    });
    const store = createLocalMediaStore('/nonexistent-media-dir');
    expect(mediaListenerOptions(config, store)).toEqual({
      store,
      host: '0.0.0.0',
      port: 4101,
      trustProxy: 1,
      limits: { requestTimeoutMs: 45_000, connectionTimeoutMs: 15_000, rateLimit: { max: 77, windowMs: 9000 } },
    });
  });
});
