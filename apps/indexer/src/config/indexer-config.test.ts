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

  it("lists every wrong setting at once: its own, the chains', the queue's, the metadata fetcher's and the purge job's", () => {
    const refusal = (() => {
      try {
        loadIndexerConfig({
          INDEXER_BATCH_SIZE: 'lots',
          INDEXER_CONFIRMATIONS: '-2',
          MEDIA_PUBLIC_URL: 'ftp://media.example',
          RPC_URL_LOCAL1: 'not a url',
          REDIS_URL: 'http://redis.example',
          METADATA_TIMEOUT_MS: 'soon',
          PURGE_BATCH_SIZE: '0',
          MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
        });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(IndexerConfigError);
    const { problems, message } = refusal as IndexerConfigError;
    const variables = [
      'INDEXER_BATCH_SIZE',
      'INDEXER_CONFIRMATIONS',
      'MEDIA_PUBLIC_URL',
      'RPC_URL_LOCAL1',
      'REDIS_URL',
      'METADATA_TIMEOUT_MS',
      'PURGE_BATCH_SIZE',
      'MEDIA_S3_BUCKET',
      'MEDIA_S3_REGION',
    ];
    for (const variable of variables) {
      expect(
        problems.some((problem) => problem.startsWith(variable)),
        `${variable} in ${problems.join(' | ')}`,
      ).toBe(true);
      expect(message).toContain(variable);
    }
  });

  it('stores fetched media where the API does: DATA_DIR/media by default, the MEDIA_S3_* bucket when set', () => {
    expect(loadIndexerConfig({}).mediaStore).toEqual({ kind: 'local' });
    expect(loadIndexerConfig({ MEDIA_S3_BUCKET: 'market-media', MEDIA_S3_REGION: 'us-east-1' }).mediaStore).toMatchObject({
      kind: 's3',
      bucket: 'market-media',
    });
  });
});
