import { encodeDeployData, type Address, type Hex } from 'viem';
import { conduitControllerAbi } from '../abi/conduit-controller-abi';
import { dropFactoryAbi } from '../abi/drop-factory-abi';
import { marketplaceErc1155Abi } from '../abi/marketplace-erc1155-abi';
import { marketplaceErc721Abi } from '../abi/marketplace-erc721-abi';
import { marketplaceZoneAbi } from '../abi/marketplace-zone-abi';
import { nftStakingAbi } from '../abi/nft-staking-abi';
import { seaportAbi } from '../abi/seaport-abi';
import { stableTestTokenAbi } from '../abi/stable-test-token-abi';
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

/** The stable test token's names (6 decimals, minted by the deployer on local chains only). */
export const stableTestTokenNames = { name: 'Test USD', symbol: 'TUSD', decimals: 6 } as const;

export type DeployAllOptions = {
  rpcUrl: string;
  privateKey: Hex;
  /**
   * The address whose EIP-712 authorisations the zone accepts (the API's order signer). It is
   * part of the zone's init code, so another signer means another zone address; rotate a live
   * zone's signer with setSigner instead (docs/decisions/028-marketplace-signed-zone.md).
   */
  orderSigner: Address;
  /** Compiled contracts; loaded (and built if needed) from the cache when omitted. */
  artifacts?: Artifacts;
  /**
   * Who receives the marketplace's share of drop proceeds (docs/decisions/046-drop-contract.md) and how much (basis
   * points); the deployer and 250 when omitted. Part of the drop factory's init code, like the zone's signer: change a
   * live factory's with setFee.
   */
  dropFee?: { recipient: Address; bps: number };
};

/**
 * Deploys ConduitController, Seaport, the deployer's conduit (channel open to Seaport), the
 * platform ERC-721 and ERC-1155 collections, the marketplace zone (owned by the deployer) and the
 * two ERC-20 payment tokens (wrapped native, and a 6-decimal stable token the deployer mints) and the
 * NFT staking contract (the deployer is its admin and operator) and the drop factory (owned by the deployer).
 * Idempotent: every contract goes through CREATE2, so a second run finds the code in place, sends
 * no transaction and returns the same addresses; a chain deployed before the zone existed only
 * gets the zone.
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
  // The owner is named explicitly: under CREATE2 the constructor's msg.sender is the factory.
  const zone = await deployDeterministic(
    context,
    encodeDeployData({
      abi: marketplaceZoneAbi,
      bytecode: artifacts.MarketplaceZone.bytecode,
      args: [context.account.address, options.orderSigner],
    }),
    'MarketplaceZone',
  );

  // WETH9 semantics: what offers and bids are paid in when the buyer holds native currency.
  const wrappedNative = await deployDeterministic(context, artifacts.WrappedNative.bytecode, 'WrappedNative');
  const stableToken = await deployDeterministic(
    context,
    encodeDeployData({
      abi: stableTestTokenAbi,
      bytecode: artifacts.StableTestToken.bytecode,
      args: [stableTestTokenNames.name, stableTestTokenNames.symbol, context.account.address],
    }),
    'StableTestToken',
  );
  // Staking activities (docs/decisions/040-nft-staking-contract.md): the deployer is admin and operator;
  // like the zone's owner it is named, since under CREATE2 the constructor's msg.sender is the factory.
  const staking = await deployDeterministic(
    context,
    encodeDeployData({ abi: nftStakingAbi, bytecode: artifacts.NftStaking.bytecode, args: [context.account.address] }),
    'NftStaking',
  );
  // Drops (docs/decisions/046-drop-contract.md): the factory clones one DropERC721 per drop; the deployer owns it,
  // and drops may be priced in the native currency or either local ERC-20.
  const dropFactory = await deployDeterministic(
    context,
    encodeDeployData({
      abi: dropFactoryAbi,
      bytecode: artifacts.DropFactory.bytecode,
      args: [
        context.account.address,
        options.dropFee?.recipient ?? context.account.address,
        options.dropFee?.bps ?? 250,
        [wrappedNative, stableToken],
      ],
    }),
    'DropFactory',
  );

  return {
    chainId: context.chain.id,
    seaport,
    conduitController,
    conduit,
    conduitKey,
    erc721,
    erc1155,
    zone,
    wrappedNative,
    stableToken,
    staking,
    dropFactory,
    deployedAt: new Date().toISOString(),
  };
}
