import type {
  ChainContracts,
  ChainDefinition,
  EvmChainDefinition,
  NulsChainContracts,
  NulsChainDefinition,
  PaymentToken,
} from '../chain-definition';
import { isLocalChainSymbol } from '../chain-symbol';
import type { ChainPreset, EvmChainPreset, NulsChainPreset } from '../chains/chain-preset';
import type { ChainRegistryConfig } from '../config/chain-registry-config';
import { deepFreeze } from './deep-freeze';

/** Seaport (and every EVM marketplace) denotes the native currency by the zero address. */
export const evmZeroAddress = '0x0000000000000000000000000000000000000000';

function baseFields(preset: ChainPreset, config: ChainRegistryConfig, nativeAddress: string) {
  const local = isLocalChainSymbol(preset.symbol) ? config.localChains?.rpcUrls?.[preset.symbol] : undefined;
  const native: PaymentToken = { ...preset.nativeCurrency, address: nativeAddress, native: true };
  const extra = (config.paymentTokens?.[preset.symbol] ?? []).map((token) => ({ ...token, native: false }));
  return {
    chainName: preset.chainName,
    symbol: preset.symbol,
    chainId: preset.chainId,
    chainIdNumber: preset.family === 'nuls' ? Number(preset.chainId) : Number.parseInt(preset.chainId.slice(2), 16),
    rpcUrl: local ?? config.rpcUrls?.[preset.symbol] ?? preset.rpcUrl,
    blockExplorerUrl: config.explorerUrls?.[preset.symbol] ?? preset.blockExplorerUrl,
    chainIcon: preset.chainIcon,
    supportWallets: [...preset.supportWallets],
    nativeCurrency: { ...preset.nativeCurrency },
    testnet: preset.testnet,
    local: preset.local,
    paymentTokens: [native, ...extra],
  };
}

function buildEvmChain(preset: EvmChainPreset, config: ChainRegistryConfig): EvmChainDefinition {
  const given = (config.contracts?.[preset.symbol] ?? {}) as Partial<ChainContracts>;
  const contracts: ChainContracts = {
    registryContract: given.registryContract ?? '',
    tokenTransferProxyContract: given.tokenTransferProxyContract ?? '',
    ERC721Contract: given.ERC721Contract ?? '',
    ERC1155Contract: given.ERC1155Contract ?? '',
    zoneContract: given.zoneContract ?? '',
    dropFactoryContract: given.dropFactoryContract ?? '',
  };
  // docs/product.md (spec section 3): no entry at all on some chains, always '' on others.
  if (preset.stakeContract !== 'absent') {
    contracts.stakeContract = preset.stakeContract === 'empty' ? '' : (given.stakeContract ?? '');
  }
  return {
    ...baseFields(preset, config, evmZeroAddress),
    ...contracts,
    family: 'evm',
    isEthLike: true,
    contractStandard: ['ERC-721', 'ERC-1155'],
    contracts: { ...contracts },
  };
}

function buildNulsChain(preset: NulsChainPreset, config: ChainRegistryConfig): NulsChainDefinition {
  const given = config.contracts?.nuls ?? {};
  const contracts: NulsChainContracts = {
    exchangeContract: given.exchangeContract ?? '',
    proxyContract: given.proxyContract ?? '',
    nftContract: given.nftContract ?? '',
    zeroAddressContract: given.zeroAddressContract ?? preset.zeroAddressContract,
  };
  return {
    ...baseFields(preset, config, contracts.zeroAddressContract),
    ...contracts,
    family: 'nuls',
    isEthLike: false,
    contractStandard: ['NRC-721'],
    contracts: { ...contracts },
  };
}

/** A chain's preset with configuration applied; the result is frozen. */
export function buildChainDefinition(preset: ChainPreset, config: ChainRegistryConfig): ChainDefinition {
  return deepFreeze(preset.family === 'nuls' ? buildNulsChain(preset, config) : buildEvmChain(preset, config));
}
