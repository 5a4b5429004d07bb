import type { ChainSymbol } from './chain-symbol';
import type { WalletSymbol } from './wallets/wallet-symbol';

export type ChainFamily = 'evm' | 'nuls';
export type ContractStandard = 'ERC-721' | 'ERC-1155' | 'NRC-721';

export type NativeCurrency = { name: string; symbol: string; decimals: number };

/**
 * A currency a listing can be priced in. The native currency comes first and carries the chain's
 * zero address, the way Seaport (and the NULS exchange's zero-address contract) denote it.
 */
export type PaymentToken = NativeCurrency & { address: string; native: boolean };

/** EVM contract addresses; '' means "not deployed on this chain". */
export type ChainContracts = {
  /** The exchange (Seaport). */
  registryContract: string;
  /** Where approvals point (the Seaport conduit). */
  tokenTransferProxyContract: string;
  ERC721Contract: string;
  ERC1155Contract?: string;
  /** The marketplace's Seaport zone every listing is restricted to (docs/decisions/028-marketplace-signed-zone.md). */
  zoneContract?: string;
  /** Absent on chains without a stake-contract entry, '' where the spec says "empty". */
  stakeContract?: string;
  /** Creates drops as clones (docs/decisions/046-drop-contract.md); '' where drops are not offered. */
  dropFactoryContract?: string;
};

/** NULS contract addresses (NULS address strings); '' means "not deployed". */
export type NulsChainContracts = {
  exchangeContract: string;
  proxyContract: string;
  nftContract: string;
  zeroAddressContract: string;
};

type ChainDefinitionBase = {
  chainName: string;
  symbol: ChainSymbol;
  /** Hex string exactly as docs/product.md (spec section 9) writes it; the NULS main chain is the decimal "1". */
  chainId: string;
  chainIdNumber: number;
  rpcUrl: string;
  /** '' when the chain has no explorer (local chains). */
  blockExplorerUrl: string;
  /** A data: URI (see initialsIcon). */
  chainIcon: string;
  /** In the order of docs/product.md (spec section 9); the first is the default choice. */
  supportWallets: WalletSymbol[];
  nativeCurrency: NativeCurrency;
  /** Test network: no real value moves there (Zeta Athens, Astar zKatana, the local chains). */
  testnet: boolean;
  /** One of the local anvil development chains. */
  local: boolean;
  paymentTokens: PaymentToken[];
};

/**
 * The contract addresses appear twice: flat on the definition, as docs/product.md (spec section 3) lists them, and
 * grouped under `contracts` for code that handles them together. Both are built from one object.
 */
export type EvmChainDefinition = ChainDefinitionBase &
  ChainContracts & {
    family: 'evm';
    isEthLike: true;
    contractStandard: ContractStandard[];
    contracts: ChainContracts;
  };

export type NulsChainDefinition = ChainDefinitionBase &
  NulsChainContracts & {
    family: 'nuls';
    isEthLike: false;
    contractStandard: ContractStandard[];
    contracts: NulsChainContracts;
  };

export type ChainDefinition = EvmChainDefinition | NulsChainDefinition;

/** The contract shape a chain symbol takes in configuration. */
export type ContractsOf<S extends ChainSymbol> = S extends 'nuls' ? NulsChainContracts : ChainContracts;
