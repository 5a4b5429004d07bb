import { AppError } from '@nft/shared';
import type { ChainDefinition, EvmChainDefinition, NulsChainDefinition } from '../chain-definition';
import { chainSymbols, isChainSymbol, isLocalChainSymbol, type ChainSymbol } from '../chain-symbol';
import { chainPresets } from '../chains/chain-presets';
import { ChainConfigError, describeIssues } from '../config/chain-config-error';
import type { ChainRegistryConfig } from '../config/chain-registry-config';
import { chainRegistryConfigSchema } from '../config/chain-registry-config-schema';
import { buildChainDefinition } from './build-chain-definition';
import { deepFreeze } from './deep-freeze';
import { toPublicChain, type PublicChainDefinition } from './public-chain-definition';

export interface ChainRegistry {
  /** Every chain: the 18 production chains, plus the local ones when enabled. */
  all(): ChainDefinition[];
  /** The chains this deployment serves: local chains when enabled, production chains with an RPC URL. */
  active(): ChainDefinition[];
  isActive(symbol: string): boolean;
  /** Throws AppError `unsupported_chain` ('unexpected: unsupported chain') for a symbol not in all(). */
  get(symbol: 'nuls'): NulsChainDefinition;
  get(symbol: Exclude<ChainSymbol, 'nuls'>): EvmChainDefinition;
  get(symbol: string): ChainDefinition;
  /** EVM chain ids only: NULS numbers its chains in a namespace of its own (its main chain is 1, like Ethereum). */
  getByChainId(chainId: number): EvmChainDefinition | undefined;
  toPublic(): PublicChainDefinition[];
}

/** Validates the configuration (throwing ChainConfigError with every problem) and builds the registry. */
export function createChainRegistry(config: ChainRegistryConfig = {}): ChainRegistry {
  const parsed = chainRegistryConfigSchema.safeParse(config);
  if (!parsed.success) throw new ChainConfigError(describeIssues(parsed.error, (path) => path.join('.') || '(root)'));

  const localEnabled = config.localChains?.enabled ?? true;
  const symbols = chainSymbols.filter((symbol) => localEnabled || !isLocalChainSymbol(symbol));
  const definitions = new Map(symbols.map((symbol) => [symbol, buildChainDefinition(chainPresets[symbol], config)]));
  const activeSymbols = new Set(symbols.filter((symbol) => isLocalChainSymbol(symbol) || config.rpcUrls?.[symbol] !== undefined));
  const byChainId = new Map<number, EvmChainDefinition>();
  for (const chain of definitions.values()) if (chain.family === 'evm') byChainId.set(chain.chainIdNumber, chain);

  const isActive = (symbol: string) => isChainSymbol(symbol) && activeSymbols.has(symbol);
  const publicChains = [...definitions.values()].map((chain) =>
    deepFreeze(toPublicChain(chain, chainPresets[chain.symbol], isActive(chain.symbol))),
  );
  function get(symbol: string): ChainDefinition {
    const chain = isChainSymbol(symbol) ? definitions.get(symbol) : undefined;
    if (!chain) throw new AppError('unsupported_chain');
    return chain;
  }

  return {
    all: () => [...definitions.values()],
    active: () => [...definitions.values()].filter((chain) => activeSymbols.has(chain.symbol)),
    isActive,
    get: get as ChainRegistry['get'],
    getByChainId: (chainId) => byChainId.get(chainId),
    toPublic: () => [...publicChains],
  };
}
