import type { ChainSymbol, LocalChainSymbol } from '../chain-symbol';
import type { ContractsOf } from '../chain-definition';

/** Contract addresses by chain: EVM fields for EVM chains, NULS fields for `nuls`. */
export type ContractOverrides = { [S in ChainSymbol]?: Partial<ContractsOf<S>> };

/** An extra (non-native) currency listings may be priced in, e.g. an ERC-20. */
export type PaymentTokenConfig = { symbol: string; name: string; decimals: number; address: string };

export type ChainRegistryConfig = {
  /** A production chain becomes active when its RPC URL is configured here. */
  rpcUrls?: Partial<Record<ChainSymbol, string>>;
  explorerUrls?: Partial<Record<ChainSymbol, string>>;
  /** The anvil development chains; enabled (and active) unless `enabled` is false. */
  localChains?: { enabled: boolean; rpcUrls?: Partial<Record<LocalChainSymbol, string>> };
  /** Every contract address defaults to '' (not deployed); see docs/decisions/002-chain-registry.md. */
  contracts?: ContractOverrides;
  /** Listed after the native currency, which every chain accepts. */
  paymentTokens?: Partial<Record<ChainSymbol, PaymentTokenConfig[]>>;
};
