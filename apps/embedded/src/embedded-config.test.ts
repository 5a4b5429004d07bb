import { describe, expect, it } from 'vitest';
import { ConfigError } from '@nft/api';
import { loadEmbeddedConfig } from './embedded-config';

describe('loadEmbeddedConfig', () => {
  it('polls the local chains once a second by default, like the indexer role', () => {
    expect(loadEmbeddedConfig({})).toEqual({
      devnetPorts: { local1: 8545, local2: 8546 },
      seedDemoData: true,
      indexerPollIntervalMs: 1000,
    });
  });

  it('reads INDEXER_POLL_INTERVAL_MS for its in-process indexer', () => {
    expect(loadEmbeddedConfig({ INDEXER_POLL_INTERVAL_MS: '200' }).indexerPollIntervalMs).toBe(200);
  });

  it.each(['0', '-5', 'fast', '1.5'])('refuses INDEXER_POLL_INTERVAL_MS=%s, naming the setting', (value) => {
    expect(() => loadEmbeddedConfig({ INDEXER_POLL_INTERVAL_MS: value })).toThrow(ConfigError);
    expect(() => loadEmbeddedConfig({ INDEXER_POLL_INTERVAL_MS: value })).toThrow(/INDEXER_POLL_INTERVAL_MS/);
  });
});
