import { describe, expect, it } from 'vitest';
import type { EvmChainDefinition } from '../chain-definition';
import { chainSymbols, productionChainSymbols } from '../chain-symbol';
import { createChainRegistry } from '../registry/create-chain-registry';
import { chainPresets } from './chain-presets';

// docs/product.md (spec section 9), "Chain ids", exactly as written there (case included).
const specChainIds = {
  bsc: '0x38',
  clv: '0x400',
  ontevm: '0x3a',
  eth: '0x1',
  polygon: '0x89',
  enuls: '0x77',
  vision: '0xD9038',
  okx: '0x42',
  platon: '0x335F9',
  opside: '0x2EE8',
  zeta: '0x1b59',
  pego: '0x1343E3E',
  patex: '0x315',
  opbnb: '0xcc',
  scroll: '0x82750',
  linea: '0xe708',
  astar: '0x3143',
  nuls: '1',
};

// docs/product.md (spec section 9), "Wallets per chain"; every chain not listed there is MetaMask only.
const specWallets: Record<string, string[]> = {
  eth: ['metamask', 'onto', 'okx_wallet', 'gate_wallet'],
  bsc: ['metamask', 'onto', 'tokenpocket', 'gate_wallet'],
  polygon: ['metamask', 'gate_wallet'],
  okx: ['metamask', 'okx_wallet', 'gate_wallet'],
  clv: ['metamask', 'clv_wallet'],
  ontevm: ['metamask', 'onto', 'nabox'],
  enuls: ['metamask', 'nabox'],
  opside: ['metamask', 'onto', 'okx_wallet'],
  nuls: ['nabox'],
};

// docs/product.md (spec section 9), "Supported chains (18)".
const specNames = {
  eth: 'Ethereum',
  bsc: 'BNB Chain',
  ontevm: 'ONT EVM',
  enuls: 'ENULS',
  clv: 'CLV',
  polygon: 'Polygon',
  nuls: 'NULS',
  vision: 'Vision',
  okx: 'OKX Chain',
  platon: 'PlatOn',
  opside: 'LUMOZ',
  zeta: 'Zeta Chain',
  patex: 'Patex',
  pego: 'Pego Network',
  opbnb: 'opBNB',
  scroll: 'Scroll',
  linea: 'Linea',
  astar: 'Astar zKatana',
};

const registry = createChainRegistry({});
const evmProduction = registry.all().filter((chain): chain is EvmChainDefinition => chain.family === 'evm' && !chain.local);

describe('the 18 chains of docs/product.md (spec sections 3 and 9)', () => {
  it('are exactly the spec chain identifiers, each with its own file keyed by symbol', () => {
    expect(productionChainSymbols).toHaveLength(18);
    expect([...productionChainSymbols].sort()).toEqual(Object.keys(specChainIds).sort());
    for (const symbol of chainSymbols) expect(chainPresets[symbol].symbol).toBe(symbol);
  });

  it('carry the chain ids of the section 9 table, in the spec case', () => {
    for (const [symbol, chainId] of Object.entries(specChainIds)) expect(registry.get(symbol).chainId).toBe(chainId);
  });

  it('carry the section 9 chain names', () => {
    for (const [symbol, name] of Object.entries(specNames)) expect(registry.get(symbol).chainName).toBe(name);
  });

  it('number each EVM chain id from its hex string, with no two EVM chains alike', () => {
    expect(registry.get('vision').chainIdNumber).toBe(888888);
    expect(registry.get('pego').chainIdNumber).toBe(20201022);
    expect(registry.get('nuls').chainIdNumber).toBe(1);
    const ids = registry
      .all()
      .filter((chain) => chain.family === 'evm')
      .map((chain) => chain.chainIdNumber);
    for (const chain of evmProduction) expect(chain.chainIdNumber).toBe(Number.parseInt(chain.chainId.slice(2), 16));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('list the section 9 wallets per chain, in order, and MetaMask alone elsewhere', () => {
    for (const symbol of productionChainSymbols) {
      expect(registry.get(symbol).supportWallets, symbol).toEqual(specWallets[symbol] ?? ['metamask']);
    }
  });

  it('follow the stake-contract rules: present, empty or absent', () => {
    for (const symbol of ['opbnb', 'scroll', 'linea', 'astar']) {
      const chain = registry.get(symbol);
      expect(chain, symbol).toHaveProperty('stakeContract', '');
      expect(chain.contracts, symbol).toHaveProperty('stakeContract', '');
    }
    for (const symbol of ['nuls', 'ontevm', 'eth', 'okx', 'vision']) {
      expect(Object.hasOwn(registry.get(symbol), 'stakeContract'), symbol).toBe(false);
      expect(Object.hasOwn(registry.get(symbol).contracts, 'stakeContract'), symbol).toBe(false);
    }
    for (const symbol of ['bsc', 'clv', 'polygon', 'enuls', 'platon', 'opside', 'zeta', 'pego', 'patex']) {
      expect(Object.hasOwn(registry.get(symbol), 'stakeContract'), symbol).toBe(true);
      expect(chainPresets[symbol as 'bsc'].stakeContract, symbol).toBe('configurable');
    }
  });

  it('flag Zeta (Athens) and Astar (zKatana) as the only production test networks', () => {
    const testnets = registry
      .all()
      .filter((chain) => chain.testnet && !chain.local)
      .map((chain) => chain.symbol);
    expect(testnets.sort()).toEqual(['astar', 'zeta']);
  });

  it('make every EVM chain EVM-like with ERC-721 and ERC-1155 and empty default addresses', () => {
    expect(evmProduction).toHaveLength(17);
    for (const chain of evmProduction) {
      expect(chain.isEthLike).toBe(true);
      expect(chain.contractStandard).toEqual(['ERC-721', 'ERC-1155']);
      expect([chain.registryContract, chain.tokenTransferProxyContract, chain.ERC721Contract, chain.ERC1155Contract]).toEqual([
        '',
        '',
        '',
        '',
      ]);
      expect(chain.rpcUrl).toMatch(/^https:\/\//);
      expect(chain.blockExplorerUrl).toMatch(/^https:\/\//);
      expect(chain.chainIcon).toMatch(/^data:image\/svg\+xml,/);
    }
  });

  it('give NULS its own family fields instead of the EVM ones', () => {
    const nuls = registry.get('nuls');
    expect(nuls).toMatchObject({
      family: 'nuls',
      isEthLike: false,
      contractStandard: ['NRC-721'],
      chainId: '1',
      exchangeContract: '',
      proxyContract: '',
      nftContract: '',
      zeroAddressContract: 'NULSd6HgTsLxmMCCk3oAjSyuooH88LruFTQaT',
      nativeCurrency: { name: 'NULS', symbol: 'NULS', decimals: 8 },
    });
    for (const field of ['registryContract', 'tokenTransferProxyContract', 'ERC721Contract', 'ERC1155Contract']) {
      expect(Object.hasOwn(nuls, field), field).toBe(false);
    }
  });

  it('offer the native currency first, under the chain zero address', () => {
    expect(registry.get('bsc').paymentTokens).toEqual([
      { name: 'BNB', symbol: 'BNB', decimals: 18, address: '0x0000000000000000000000000000000000000000', native: true },
    ]);
    expect(registry.get('nuls').paymentTokens[0]).toMatchObject({
      symbol: 'NULS',
      address: registry.get('nuls').zeroAddressContract,
      native: true,
    });
  });
});

describe('the local development chains', () => {
  it('are two anvil chains with ETH, the default devnet ports, no explorer, and every EVM wallet', () => {
    expect(registry.get('local1')).toMatchObject({
      chainName: 'Local Chain A',
      chainId: '0x7a69',
      chainIdNumber: 31337,
      rpcUrl: 'http://127.0.0.1:8545',
    });
    expect(registry.get('local2')).toMatchObject({
      chainName: 'Local Chain B',
      chainId: '0x7a6a',
      chainIdNumber: 31338,
      rpcUrl: 'http://127.0.0.1:8546',
    });
    for (const symbol of ['local1', 'local2']) {
      const chain = registry.get(symbol);
      expect(chain).toMatchObject({ family: 'evm', local: true, testnet: true, blockExplorerUrl: '', stakeContract: '' });
      expect(chain.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 });
      expect(chain.supportWallets[0]).toBe('metamask');
      expect([...chain.supportWallets].sort()).toEqual([
        'clv_wallet',
        'gate_wallet',
        'metamask',
        'nabox',
        'okx_wallet',
        'onto',
        'tokenpocket',
      ]);
    }
  });
});
