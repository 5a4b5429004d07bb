import type { Abi, Hex } from 'viem';
import { z } from 'zod';
import type { ContractName } from './contract-sources';

const hexSchema = z.string().regex(/^0x[0-9a-f]*$/i) as z.ZodType<Hex>;

export const contractArtifactSchema = z.object({
  abi: z.array(z.record(z.string(), z.unknown())) as unknown as z.ZodType<Abi>,
  bytecode: hexSchema,
  deployedBytecode: hexSchema,
});

export type ContractArtifact = z.infer<typeof contractArtifactSchema>;

export type Artifacts = Record<ContractName, ContractArtifact>;

export const artifactsFileSchema = z.object({
  /** Hash of the solc version, the settings and every source: a different key means stale. */
  key: z.string(),
  solcVersion: z.string(),
  contracts: z.object({
    Seaport: contractArtifactSchema,
    ConduitController: contractArtifactSchema,
    MarketplaceERC721: contractArtifactSchema,
    MarketplaceERC1155: contractArtifactSchema,
    MarketplaceZone: contractArtifactSchema,
    WrappedNative: contractArtifactSchema,
    StableTestToken: contractArtifactSchema,
    Mock1271Wallet: contractArtifactSchema,
    PlainERC721: contractArtifactSchema,
    ThirdPartyERC721: contractArtifactSchema,
    NftStaking: contractArtifactSchema,
    DropERC721: contractArtifactSchema,
    DropFactory: contractArtifactSchema,
  }),
});

export type ArtifactsFile = z.infer<typeof artifactsFileSchema>;
