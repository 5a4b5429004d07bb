import type { ChainRegistry } from '@nft/chains';
import type { NulsChainOption } from './nuls-chain-option';

/** The registry's `nuls` chain as the indexer's NULS option, or undefined when it is not active. */
export function nulsChainFromRegistry(registry: ChainRegistry): NulsChainOption | undefined {
  if (!registry.isActive('nuls')) return undefined;
  const chain = registry.get('nuls');
  return { url: chain.rpcUrl, chainId: chain.chainIdNumber, nftContract: chain.nftContract };
}
