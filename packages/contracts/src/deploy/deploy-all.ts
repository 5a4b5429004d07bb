import { encodeDeployData, type Hex } from 'viem';
import { conduitControllerAbi } from '../abi/conduit-controller-abi';
import { marketplaceErc1155Abi } from '../abi/marketplace-erc1155-abi';
import { marketplaceErc721Abi } from '../abi/marketplace-erc721-abi';
import { seaportAbi } from '../abi/seaport-abi';
import type { Artifacts } from '../artifacts/artifacts';
import { loadArtifacts } from '../artifacts/load-artifacts';
import type { Deployment } from '../deployment/deployment';
import { createDeployContext } from './deploy-context';
import { assertCreate2Factory, deployDeterministic } from './deterministic-deploy';
import { ensureConduit } from './ensure-conduit';

/** The names the platform collections show in wallets and explorers. */
export const platformCollections = {
  erc721: { name: 'NFT Marketplace', symbol: 'NFTM' },
  erc1155: { name: 'NFT Marketplace Editions', symbol: 'NFTME' },
} as const;

export type DeployAllOptions = {
  rpcUrl: string;
  privateKey: Hex;
  /** Compiled contracts; loaded (and built if needed) from the cache when omitted. */
  artifacts?: Artifacts;
};

/**
 * Deploys ConduitController, Seaport, the deployer's conduit (channel open to Seaport) and the
 * platform ERC-721 and ERC-1155 collections. Idempotent: every contract goes through CREATE2,
 * so a second run finds the code in place, sends no transaction and returns the same addresses.
 */
export async function deployAll(options: DeployAllOptions): Promise<Deployment> {
  const artifacts = options.artifacts ?? (await loadArtifacts());
  const context = await createDeployContext(options.rpcUrl, options.privateKey);
  await assertCreate2Factory(context);

  const conduitController = await deployDeterministic(
    context,
    encodeDeployData({ abi: conduitControllerAbi, bytecode: artifacts.ConduitController.bytecode }),
    'ConduitController',
  );
  const seaport = await deployDeterministic(
    context,
    encodeDeployData({ abi: seaportAbi, bytecode: artifacts.Seaport.bytecode, args: [conduitController] }),
    'Seaport',
  );
  const { conduit, conduitKey } = await ensureConduit(context, conduitController, seaport);
  const { erc721: erc721Names, erc1155: erc1155Names } = platformCollections;
  const erc721 = await deployDeterministic(
    context,
    encodeDeployData({
      abi: marketplaceErc721Abi,
      bytecode: artifacts.MarketplaceERC721.bytecode,
      args: [erc721Names.name, erc721Names.symbol],
    }),
    'MarketplaceERC721',
  );
  const erc1155 = await deployDeterministic(
    context,
    encodeDeployData({
      abi: marketplaceErc1155Abi,
      bytecode: artifacts.MarketplaceERC1155.bytecode,
      args: [erc1155Names.name, erc1155Names.symbol],
    }),
    'MarketplaceERC1155',
  );

  return {
    chainId: context.chain.id,
    seaport,
    conduitController,
    conduit,
    conduitKey,
    erc721,
    erc1155,
    deployedAt: new Date().toISOString(),
  };
}
