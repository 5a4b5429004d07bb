import { z } from 'zod';

/** One EVM chain the indexer follows. Contracts come from the `contracts` table; Seaport from the registry. */
export const indexedChainSchema = z.object({
  symbol: z.string().min(1).max(16),
  rpcUrl: z.url(),
  /** The chain's Seaport (`registryContract`); '' or absent when trading is not deployed there. */
  seaportAddress: z
    .string()
    .regex(/^(0x[0-9a-fA-F]{40})?$/)
    .optional(),
  /** The chain's Seaport conduit (`tokenTransferProxyContract`): listings need the maker's ApprovalForAll to it. */
  conduitAddress: z
    .string()
    .regex(/^(0x[0-9a-fA-F]{40})?$/)
    .optional(),
  /** The chain's stake contract (`stakeContract`); '' or absent without staking (docs/decisions/041-staking-in-the-product.md). */
  stakeAddress: z
    .string()
    .regex(/^(0x[0-9a-fA-F]{40})?$/)
    .optional(),
  /** The chain's shared platform mint contracts (registry ERC721Contract / ERC1155Contract); registered before indexing. */
  platformContracts: z
    .array(z.object({ address: z.string().regex(/^0x[0-9a-fA-F]{40}$/), standard: z.enum(['ERC-721', 'ERC-1155']) }))
    .optional(),
  /** First block to scan when no contract names a deployment block (default 0). */
  startBlock: z.number().int().nonnegative().optional(),
});

export type IndexedChain = z.infer<typeof indexedChainSchema>;
