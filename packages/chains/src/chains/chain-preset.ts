import type { NativeCurrency } from '../chain-definition';
import type { ChainSymbol } from '../chain-symbol';
import type { WalletSymbol } from '../wallets/wallet-symbol';

/**
 * docs/product.md (spec section 3)'s three stake-contract cases: a configurable entry, an entry that is always ''
 * (opbnb, scroll, linea, astar), or no entry at all (nuls, ontevm, eth, okx, vision).
 */
export type StakeContractRule = 'configurable' | 'empty' | 'absent';

type ChainPresetBase<S extends ChainSymbol> = {
  symbol: S;
  chainName: string;
  /** The public default; configuration may replace it. */
  rpcUrl: string;
  blockExplorerUrl: string;
  chainIcon: string;
  supportWallets: WalletSymbol[];
  nativeCurrency: NativeCurrency;
  testnet: boolean;
  local: boolean;
};

/** The static facts of one EVM chain, before configuration is applied. */
export type EvmChainPreset<S extends ChainSymbol = ChainSymbol> = ChainPresetBase<S> & {
  family: 'evm';
  chainId: `0x${string}`;
  stakeContract: StakeContractRule;
};

/** The static facts of the NULS main chain, before configuration is applied. */
export type NulsChainPreset = ChainPresetBase<'nuls'> & {
  family: 'nuls';
  chainId: '1';
  /** Canonical, not a deployment: see chains/nuls.ts. */
  zeroAddressContract: string;
};

export type ChainPreset = EvmChainPreset | NulsChainPreset;

type EvmChainInput<S extends ChainSymbol> = Omit<EvmChainPreset<S>, 'family' | 'testnet' | 'local'> &
  Partial<Pick<EvmChainPreset<S>, 'testnet' | 'local'>>;

/** An EVM production chain unless it says otherwise. */
export function defineEvmChain<S extends ChainSymbol>(input: EvmChainInput<S>): EvmChainPreset<S> {
  return { family: 'evm', testnet: false, local: false, ...input };
}
