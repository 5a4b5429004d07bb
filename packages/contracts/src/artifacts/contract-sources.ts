import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The root of this workspace (packages/contracts). */
export const packageRoot = fileURLToPath(new URL('../../', import.meta.url));

const require = createRequire(import.meta.url);
const packageDir = (name: string, from = require) => dirname(from.resolve(`${name}/package.json`));
const seaportCoreDir = packageDir('seaport-core');
// seaport-types is seaport-core's own dependency, so resolve it from there.
const seaportTypesDir = packageDir('seaport-types', createRequire(join(seaportCoreDir, 'package.json')));

/** Source unit name prefixes and the directories they live in (solc "remappings", done by us). */
export const sourceRoots: Readonly<Record<string, string>> = {
  'seaport-core/': `${seaportCoreDir}/`,
  'seaport-types/': `${seaportTypesDir}/`,
  '@openzeppelin/contracts/': `${packageDir('@openzeppelin/contracts')}/`,
  'contracts/': join(packageRoot, 'contracts/'),
};

export type ContractName =
  | 'Seaport'
  | 'ConduitController'
  | 'MarketplaceERC721'
  | 'MarketplaceERC1155'
  | 'MarketplaceZone'
  | 'WrappedNative'
  | 'StableTestToken'
  | 'Mock1271Wallet'
  | 'PlainERC721'
  | 'ThirdPartyERC721'
  | 'NftStaking'
  | 'DropERC721'
  | 'DropFactory';

/** One solc run: the contracts it yields (by source unit) and the settings it needs. */
export type CompilationUnit = {
  contracts: Partial<Record<ContractName, string>>;
  settings: Record<string, unknown>;
};

export const compilationUnits: readonly CompilationUnit[] = [
  {
    // Seaport's own release settings. 0.8.24 because 0.8.28 hits stack-too-deep on it, and
    // cancun because its reentrancy guard uses transient storage where the chain has it.
    contracts: {
      Seaport: 'seaport-core/src/Seaport.sol',
      ConduitController: 'seaport-core/src/conduit/ConduitController.sol',
    },
    settings: {
      viaIR: true,
      optimizer: { enabled: true, runs: 4_294_967_295 },
      evmVersion: 'cancun',
      metadata: { bytecodeHash: 'none' },
    },
  },
  {
    // Same settings as foundry.toml, so the forge tests exercise the bytecode we deploy.
    // OpenZeppelin 5.7 uses MCOPY, hence cancun.
    contracts: {
      MarketplaceERC721: 'contracts/MarketplaceERC721.sol',
      MarketplaceERC1155: 'contracts/MarketplaceERC1155.sol',
      MarketplaceZone: 'contracts/MarketplaceZone.sol',
      // The local chains' ERC-20 payment tokens (offers and bids are always in an ERC-20).
      WrappedNative: 'contracts/WrappedNative.sol',
      StableTestToken: 'contracts/StableTestToken.sol',
      // Test support only (EIP-1271 sign-in tests); deployAll never deploys it.
      Mock1271Wallet: 'contracts/test-support/Mock1271Wallet.sol',
      // Test support only (an ERC-721 without ERC-2981, for the royalty fallback); never deployed by deployAll.
      PlainERC721: 'contracts/test-support/PlainERC721.sol',
      // Test and demo support (an Ownable ERC-721 deployed "elsewhere", for batch migration); never deployed by deployAll.
      ThirdPartyERC721: 'contracts/test-support/ThirdPartyERC721.sol',
      // Staking activities and their rewards (docs/decisions/040-nft-staking-contract.md).
      NftStaking: 'contracts/NftStaking.sol',
      // Drops: the factory and the ERC-721 it clones per drop (docs/decisions/046-drop-contract.md).
      DropERC721: 'contracts/drops/DropERC721.sol',
      DropFactory: 'contracts/drops/DropFactory.sol',
    },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
    },
  },
];
