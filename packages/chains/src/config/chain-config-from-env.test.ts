import { describe, expect, it } from 'vitest';
import { createChainRegistry } from '../registry/create-chain-registry';
import { ChainConfigError } from './chain-config-error';
import { chainConfigFromEnv } from './chain-config-from-env';

function issuesOf(env: Record<string, string | undefined>): string[] {
  try {
    chainConfigFromEnv(env);
  } catch (error) {
    if (error instanceof ChainConfigError) return error.issues;
    throw error;
  }
  throw new Error('the environment was accepted');
}

describe('chainConfigFromEnv', () => {
  it('gives the embedded default for an empty environment: local chains only', () => {
    const registry = createChainRegistry(chainConfigFromEnv({}));
    expect(registry.active().map((chain) => chain.symbol)).toEqual(['local1', 'local2']);
  });

  it('reads RPC_URL_<SYMBOL> and EXPLORER_URL_<SYMBOL>, activating the chains with an RPC URL', () => {
    const config = chainConfigFromEnv({
      RPC_URL_BSC: 'https://bsc.example/v1/key',
      RPC_URL_NULS: 'https://nuls.example/jsonrpc',
      RPC_URL_ETH: 'wss://eth.example/ws',
      EXPLORER_URL_ETH: 'https://etherscan.example',
      EXPLORER_URL_SCROLL: '',
      PATH: '/usr/bin',
    });
    expect(config.rpcUrls).toEqual({
      bsc: 'https://bsc.example/v1/key',
      nuls: 'https://nuls.example/jsonrpc',
      eth: 'wss://eth.example/ws',
    });
    expect(config.explorerUrls).toEqual({ eth: 'https://etherscan.example' });
    const registry = createChainRegistry(config);
    expect(registry.active().map((chain) => chain.symbol)).toEqual(['nuls', 'bsc', 'eth', 'local1', 'local2']);
    expect(registry.get('eth').blockExplorerUrl).toBe('https://etherscan.example');
  });

  it('points the local chains at other ports and can turn them off', () => {
    const moved = createChainRegistry(chainConfigFromEnv({ RPC_URL_LOCAL1: 'http://127.0.0.1:41000', LOCAL_CHAINS: '1' }));
    expect(moved.get('local1').rpcUrl).toBe('http://127.0.0.1:41000');
    expect(moved.isActive('local1')).toBe(true);
    const off = createChainRegistry(chainConfigFromEnv({ LOCAL_CHAINS: 'false', RPC_URL_POLYGON: 'https://polygon.example' }));
    expect(off.active().map((chain) => chain.symbol)).toEqual(['polygon']);
    expect(off.all()).toHaveLength(18);
  });

  it('reads contract addresses and payment tokens as JSON keyed by chain symbol', () => {
    const seaport = '0x0000000000000068F116a894984e2DB1123eB395';
    const config = chainConfigFromEnv({
      CHAIN_CONTRACTS: JSON.stringify({
        bsc: { registryContract: seaport },
        nuls: { nftContract: 'NULSd6HgfzPGhFsZX16hHgneY25YKs6v6LvmX' },
      }),
      CHAIN_PAYMENT_TOKENS: JSON.stringify({ bsc: [{ symbol: 'USDT', name: 'Tether USD', decimals: 18, address: seaport }] }),
    });
    const registry = createChainRegistry(config);
    expect(registry.get('bsc').registryContract).toBe(seaport);
    expect(registry.get('nuls')).toMatchObject({ nftContract: 'NULSd6HgfzPGhFsZX16hHgneY25YKs6v6LvmX' });
    expect(registry.get('bsc').paymentTokens.map((token) => token.symbol)).toEqual(['BNB', 'USDT']);
  });

  it("carries the marketplace zone's address for a production chain and checks its format", () => {
    const zone = '0x1111111111111111111111111111111111111111';
    const registry = createChainRegistry(chainConfigFromEnv({ CHAIN_CONTRACTS: JSON.stringify({ polygon: { zoneContract: zone } }) }));
    expect(registry.get('polygon')).toMatchObject({ zoneContract: zone, contracts: { zoneContract: zone } });
    expect(registry.get('bsc').zoneContract).toBe('');
    expect(issuesOf({ CHAIN_CONTRACTS: '{"polygon":{"zoneContract":"0x12"}}' })).toEqual([
      'CHAIN_CONTRACTS (polygon.zoneContract): must be a 0x-prefixed 20-byte hex address',
    ]);
  });

  it('lists every bad variable by name, without echoing values', () => {
    const issues = issuesOf({
      RPC_URL_BSC: 'not a url',
      RPC_URL_ETH: 'ftp://eth.example/secret-key',
      RPC_URL_ETHEREUM: 'https://eth.example',
      EXPLORER_URL_NULS: 'javascript:alert(1)',
      RPC_URL_LOCAL2: 'localhost:8546',
      LOCAL_CHAINS: 'maybe',
      CHAIN_CONTRACTS: '{"eth":{"stakeContract":"0x1111111111111111111111111111111111111111"},"bsc":{"ERC721Contract":"0x12"}}',
      CHAIN_PAYMENT_TOKENS: '{not json',
    });
    expect(issues.sort()).toEqual(
      [
        'CHAIN_CONTRACTS (bsc.ERC721Contract): must be a 0x-prefixed 20-byte hex address',
        'CHAIN_CONTRACTS (eth.stakeContract): Ethereum has no stake contract entry',
        'CHAIN_PAYMENT_TOKENS: must be JSON',
        'EXPLORER_URL_NULS: must be an http(s) URL',
        'LOCAL_CHAINS: must be true or false',
        'RPC_URL_BSC: must be an http(s) or ws(s) URL',
        'RPC_URL_ETH: must be an http(s) or ws(s) URL',
        'RPC_URL_ETHEREUM: unknown chain symbol "ethereum"',
        'RPC_URL_LOCAL2: must be an http(s) or ws(s) URL',
      ].sort(),
    );
    expect(issues.join('\n')).not.toContain('secret-key');
  });

  it('names the whole variable when its JSON has the wrong shape', () => {
    expect(issuesOf({ CHAIN_CONTRACTS: '[1, 2]' })).toEqual(['CHAIN_CONTRACTS: Invalid input: expected object, received array']);
  });
});
