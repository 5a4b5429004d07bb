import type { ChainRegistry, EvmChainDefinition } from '@nft/chains';
import type { IndexedChain } from './indexed-chain';

/** The registry's active EVM chains (optionally only the named ones) as indexer chains. */
export function indexedChainsFromRegistry(registry: ChainRegistry, symbols?: readonly string[]): IndexedChain[] {
  return registry
    .active()
    .filter((chain) => chain.family === 'evm' && (!symbols || symbols.includes(chain.symbol)))
    .flatMap((chain) =>
      chain.family === 'evm'
        ? [
            {
              symbol: chain.symbol,
              rpcUrl: chain.rpcUrl,
              seaportAddress: chain.registryContract,
              conduitAddress: chain.tokenTransferProxyContract,
              stakeAddress: chain.stakeContract,
              platformContracts: platformContractsOf(chain),
            },
          ]
        : [],
    );
}

function platformContractsOf(chain: EvmChainDefinition): NonNullable<IndexedChain['platformContracts']> {
  const found: NonNullable<IndexedChain['platformContracts']> = [];
  if (chain.ERC721Contract) found.push({ address: chain.ERC721Contract, standard: 'ERC-721' });
  if (chain.ERC1155Contract) found.push({ address: chain.ERC1155Contract, standard: 'ERC-1155' });
  return found;
}
