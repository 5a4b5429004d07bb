import { describe, expect, it } from 'vitest';
import { loadIndexerConfig } from '../config/indexer-config';
import { nulsTestAddress } from './testing/nuls-test-addresses';

const nft = nulsTestAddress(4, 2);
const env = { RPC_URL_NULS: 'https://nuls.example/jsonrpc', CHAIN_CONTRACTS: JSON.stringify({ nuls: { nftContract: nft } }) };

describe('the indexer configuration of NULS', () => {
  it('follows nuls with RPC_URL_NULS and its nftContract when it is active', () => {
    expect(loadIndexerConfig(env).nuls).toEqual({ url: 'https://nuls.example/jsonrpc', chainId: 1, nftContract: nft });
    expect(loadIndexerConfig({ ...env, CHAINS: 'nuls' })).toMatchObject({ chains: [], nuls: { chainId: 1 } });
  });

  it('leaves nuls out when it is inactive or not named in CHAINS', () => {
    expect(loadIndexerConfig({}).nuls).toBeUndefined();
    expect(loadIndexerConfig({ ...env, CHAINS: 'local1' }).nuls).toBeUndefined();
    expect(() => loadIndexerConfig({ CHAINS: 'nuls' })).toThrow(/nuls/);
  });
});
