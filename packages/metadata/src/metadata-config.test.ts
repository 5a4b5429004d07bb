import { describe, expect, it } from 'vitest';
import { loadMetadataFetchOptions, MetadataConfigError } from './metadata-config';

describe('loadMetadataFetchOptions', () => {
  it('has safe defaults and no test allowance', () => {
    const options = loadMetadataFetchOptions({});
    expect(options).toMatchObject({ ipfsGateway: 'https://ipfs.io', maxJsonBytes: 1024 * 1024, maxMediaBytes: 10 * 1024 * 1024 });
    expect(options.allowedTestOrigins).toBeUndefined();
  });

  it('reads the gateway and limits, and refuses bad values', () => {
    expect(loadMetadataFetchOptions({ IPFS_GATEWAY_URL: 'https://gw.example', METADATA_TIMEOUT_MS: '5000' })).toMatchObject({
      ipfsGateway: 'https://gw.example',
      totalTimeoutMs: 5000,
    });
    expect(() => loadMetadataFetchOptions({ IPFS_GATEWAY_URL: 'file:///etc' })).toThrow(MetadataConfigError);
    expect(() => loadMetadataFetchOptions({ METADATA_MAX_JSON_BYTES: '-1' })).toThrow(MetadataConfigError);
  });

  it('lists every wrong setting, each under its variable', () => {
    const refusal = (() => {
      try {
        loadMetadataFetchOptions({ IPFS_GATEWAY_URL: 'file:///etc', METADATA_TIMEOUT_MS: 'soon' });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(MetadataConfigError);
    expect((refusal as MetadataConfigError).problems.map((problem) => problem.split(':')[0])).toEqual([
      'IPFS_GATEWAY_URL',
      'METADATA_TIMEOUT_MS',
    ]);
  });
});
