import type { ChainContracts } from '@nft/chains';
import type { Deployment } from './deployment';

/**
 * A deployment in the chain registry's vocabulary (decision 002): the exchange is Seaport and
 * approvals point at the conduit; listings are restricted to the zone. The stake contract is not part of this deployment.
 */
export function chainContractsFromDeployment(deployment: Deployment): ChainContracts {
  return {
    registryContract: deployment.seaport,
    tokenTransferProxyContract: deployment.conduit,
    ERC721Contract: deployment.erc721,
    ERC1155Contract: deployment.erc1155,
    zoneContract: deployment.zone,
  };
}
