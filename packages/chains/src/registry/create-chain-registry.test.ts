import { AppError } from '@nft/shared';
import { describe, expect, it } from 'vitest';
import { ChainConfigError } from '../config/chain-config-error';
import type { ChainRegistryConfig } from '../config/chain-registry-config';
import { createChainRegistry } from './create-chain-registry';
import { publicChainDefinitionSchema, type PublicChainDefinition } from './public-chain-definition';

const seaport = '0x0000000000000068F116a894984e2DB1123eB395';
const conduit = '0x1E0049783F008A0085193E00003D00cd54003c71';
const erc721 = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

function configError(config: unknown): ChainConfigError {
  try {
    createChainRegistry(config as ChainRegistryConfig);
  } catch (error) {
    if (error instanceof ChainConfigError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('which chains are active', () => {
  it('by default: the two local chains only, while all 20 are listed', () => {
    const registry = createChainRegistry({});
    expect(registry.all()).toHaveLength(20);
    expect(registry.active().map((chain) => chain.symbol)).toEqual(['local1', 'local2']);
    expect(registry.isActive('local1')).toBe(true);
    expect(registry.isActive('bsc')).toBe(false);
    expect(registry.isActive('nope')).toBe(false);
  });

  it('a production chain once its RPC URL is configured, which then replaces the public default', () => {
    const registry = createChainRegistry({ rpcUrls: { bsc: 'https://bsc.example/key-123', nuls: 'https://nuls.example/jsonrpc' } });
    expect(registry.active().map((chain) => chain.symbol)).toEqual(['nuls', 'bsc', 'local1', 'local2']);
    expect(registry.get('bsc').rpcUrl).toBe('https://bsc.example/key-123');
    expect(registry.get('eth').rpcUrl).toBe('https://ethereum-rpc.publicnode.com');
  });

  it('without the local chains when they are disabled: not listed, not found', () => {
    const registry = createChainRegistry({ localChains: { enabled: false }, rpcUrls: { eth: 'https://eth.example' } });
    expect(registry.all()).toHaveLength(18);
    expect(registry.active().map((chain) => chain.symbol)).toEqual(['eth']);
    expect(() => registry.get('local1')).toThrowError(AppError);
    expect(registry.getByChainId(31337)).toBeUndefined();
  });

  it('with local RPC URLs taken from the local-chain configuration', () => {
    const registry = createChainRegistry({ localChains: { enabled: true, rpcUrls: { local2: 'http://127.0.0.1:40123' } } });
    expect(registry.get('local1').rpcUrl).toBe('http://127.0.0.1:8545');
    expect(registry.get('local2').rpcUrl).toBe('http://127.0.0.1:40123');
  });
});

describe('looking chains up', () => {
  const registry = createChainRegistry({});

  it('fails on an unknown symbol with unsupported_chain', () => {
    for (const symbol of ['doge', '', 'BSC', 'toString', '__proto__']) {
      expect(() => registry.get(symbol), symbol).toThrowError(AppError);
      expect(() => registry.get(symbol), symbol).toThrowError(
        expect.objectContaining({ code: 'unsupported_chain', message: 'unexpected: unsupported chain', status: 400 }),
      );
    }
  });

  it('finds EVM chains by numeric chain id, and never NULS (its ids are another namespace)', () => {
    expect(registry.getByChainId(56)?.symbol).toBe('bsc');
    expect(registry.getByChainId(31338)?.symbol).toBe('local2');
    expect(registry.getByChainId(1)?.symbol).toBe('eth');
    expect(registry.getByChainId(999999999)).toBeUndefined();
  });

  it('hands out definitions nobody can change by accident', () => {
    const bsc = registry.get('bsc');
    expect(() => bsc.supportWallets.push('nabox')).toThrow(TypeError);
    expect(() => Object.assign(bsc, { rpcUrl: 'http://evil' })).toThrow(TypeError);
    expect(registry.get('bsc').supportWallets).toHaveLength(4);
  });
});

describe('contract addresses from configuration', () => {
  it('fill the EVM fields, flat and grouped, leaving the rest empty', () => {
    const registry = createChainRegistry({
      contracts: { local1: { registryContract: seaport, tokenTransferProxyContract: conduit, ERC721Contract: erc721 } },
    });
    const local1 = registry.get('local1');
    expect(local1).toMatchObject({
      registryContract: seaport,
      tokenTransferProxyContract: conduit,
      ERC721Contract: erc721,
      ERC1155Contract: '',
    });
    expect(local1.contracts).toEqual({
      registryContract: seaport,
      tokenTransferProxyContract: conduit,
      ERC721Contract: erc721,
      ERC1155Contract: '',
      zoneContract: '',
      dropFactoryContract: '',
      stakeContract: '',
    });
    expect(registry.get('local2').registryContract).toBe('');
  });

  it('set a stake contract where the chain has one, and refuse one where the spec says empty or absent', () => {
    const stake = '0x1111111111111111111111111111111111111111';
    expect(createChainRegistry({ contracts: { bsc: { stakeContract: stake } } }).get('bsc').stakeContract).toBe(stake);
    const error = configError({ contracts: { opbnb: { stakeContract: stake }, eth: { stakeContract: '' } } });
    expect(error.issues).toEqual([
      'contracts.eth.stakeContract: Ethereum has no stake contract entry',
      "contracts.opbnb.stakeContract: opBNB has no stake contract: it must stay ''",
    ]);
  });

  it('accept NULS addresses for NULS and refuse EVM addresses there', () => {
    const exchange = 'NULSd6HgfzPGhFsZX16hHgneY25YKs6v6LvmX';
    expect(createChainRegistry({ contracts: { nuls: { exchangeContract: exchange } } }).get('nuls').exchangeContract).toBe(exchange);
    const error = configError({
      contracts: { nuls: { exchangeContract: seaport, proxyContract: 'tNULSeBaMiv3V2KMKbkHL8ZRgQRkP6CYUG2hia' } },
    });
    expect(error.issues).toEqual([
      'contracts.nuls.exchangeContract: must be a NULS mainnet address (NULSd...)',
      'contracts.nuls.proxyContract: must be a NULS mainnet address (NULSd...)',
    ]);
  });

  it('refuse malformed addresses, fields of the other family and unknown chains, listing them all', () => {
    const error = configError({
      contracts: { bsc: { registryContract: '0x1234', exchangeContract: 'x' }, doge: {} },
      rpcUrls: { eth: 'ftp://eth.example', moon: 'https://moon.example' },
      explorerUrls: { bsc: 'ws://bscscan.example' },
    });
    expect(error.message).toMatch(/^Invalid chain configuration:\n {2}- /);
    expect(error.issues).toEqual([
      'rpcUrls.eth: must be an http(s) or ws(s) URL',
      'rpcUrls: Unrecognized key: "moon"',
      'explorerUrls.bsc: must be an http(s) URL',
      'contracts.bsc.registryContract: must be a 0x-prefixed 20-byte hex address',
      'contracts.bsc: Unrecognized key: "exchangeContract"',
      'contracts: Unrecognized key: "doge"',
    ]);
  });
});

describe('payment tokens from configuration', () => {
  it('follow the native currency', () => {
    const usdt = { symbol: 'USDT', name: 'Tether USD', decimals: 18, address: '0x55d398326f99059fF775485246999027B3197955' };
    const tokens = createChainRegistry({ paymentTokens: { bsc: [usdt] } }).get('bsc').paymentTokens;
    expect(tokens.map((token) => [token.symbol, token.native])).toEqual([
      ['BNB', true],
      ['USDT', false],
    ]);
  });

  it('need a well-formed address of the chain family', () => {
    const error = configError({ paymentTokens: { polygon: [{ symbol: 'USDC', name: 'USD Coin', decimals: 6, address: '' }] } });
    expect(error.issues).toEqual(['paymentTokens.polygon.0: a payment token needs an address']);
  });
});

describe('the public view', () => {
  const registry = createChainRegistry({
    rpcUrls: { bsc: 'https://bsc.example/secret-key' },
    explorerUrls: { bsc: 'https://explorer.example' },
    localChains: { enabled: true, rpcUrls: { local1: 'http://127.0.0.1:40001' } },
    contracts: { local1: { registryContract: seaport } },
  });
  const publicChains = registry.toPublic();

  it('lists every chain with an active flag and its contract addresses, in the public schema', () => {
    expect(publicChains).toHaveLength(20);
    for (const chain of publicChains) expect(publicChainDefinitionSchema.parse(chain)).toEqual(chain);
    expect(publicChains.filter((chain) => chain.active).map((chain) => chain.symbol)).toEqual(['bsc', 'local1', 'local2']);
    expect(publicChains.find((chain) => chain.symbol === 'local1')).toMatchObject({
      registryContract: seaport,
      rpcUrl: 'http://127.0.0.1:40001',
    });
  });

  it('never shows a configured production RPC URL, which may hold an API key', () => {
    expect(JSON.stringify(publicChains)).not.toContain('secret-key');
    expect(publicChains.find((chain) => chain.symbol === 'bsc')).toMatchObject({
      rpcUrl: 'https://bsc-dataseed.bnbchain.org',
      blockExplorerUrl: 'https://explorer.example',
    });
  });

  it('is plain JSON data of the same shape as a definition', () => {
    expect(JSON.parse(JSON.stringify(publicChains))).toEqual(publicChains);
    // Compile-time check: a definition plus the flag is a public definition.
    const fromDefinition: PublicChainDefinition = { ...registry.get('nuls'), active: false };
    expect(publicChainDefinitionSchema.safeParse(fromDefinition).success).toBe(true);
  });
});
