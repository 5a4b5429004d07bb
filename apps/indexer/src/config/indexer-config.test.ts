import { describe, expect, it } from 'vitest';
import { IndexerConfigError, loadIndexerConfig } from './indexer-config';

describe('loadIndexerConfig', () => {
  it('follows the named chains with the RPC URLs the API reads', () => {
    const config = loadIndexerConfig({ CHAINS: 'local2', RPC_URL_LOCAL2: 'http://127.0.0.1:9999', INDEXER_CONFIRMATIONS: '3' });
    expect(config.chains).toHaveLength(1);
    expect(config.chains[0]).toMatchObject({ symbol: 'local2', rpcUrl: 'http://127.0.0.1:9999' });
    expect(config).toMatchObject({ confirmations: 3, pollIntervalMs: 1000, database: { url: undefined } });
  });

  it('follows every active EVM chain when CHAINS is unset', () => {
    expect(
      loadIndexerConfig({})
        .chains.map((c) => c.symbol)
        .sort(),
    ).toEqual(['local1', 'local2']);
  });

  it('refuses chains it cannot follow and malformed numbers', () => {
    expect(() => loadIndexerConfig({ CHAINS: 'local1,eth' })).toThrow(IndexerConfigError);
    expect(() => loadIndexerConfig({ CHAINS: 'nuls' })).toThrow(/nuls/);
    expect(() => loadIndexerConfig({ INDEXER_BATCH_SIZE: 'lots' })).toThrow(/INDEXER_BATCH_SIZE/);
  });
});
