import type { ChainContracts } from '@nft/chains';
import type { Deployment } from './deployment';

/**
 * A deployment in the chain registry's vocabulary (decision 002): the exchange is Seaport and
 * approvals point at the conduit; listings are restricted to the zone; stakeContract is the NFT staking contract
 * (docs/decisions/040-nft-staking-contract.md); dropFactoryContract creates drops (docs/decisions/046-drop-contract.md).
 */
export function chainContractsFromDeployment(deployment: Deployment): ChainContracts {
  return {
    registryContract: deployment.seaport,
    tokenTransferProxyContract: deployment.conduit,
    ERC721Contract: deployment.erc721,
    ERC1155Contract: deployment.erc1155,
    zoneContract: deployment.zone,
    stakeContract: deployment.staking,
    dropFactoryContract: deployment.dropFactory,
  };
}
