import { z } from 'zod';

/** The NULS chain as startIndexer takes it: the API endpoint (RPC_URL_NULS), chain id and NRC-721 contract. */
export const nulsChainOptionSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  chainId: z.number().int().positive(),
  nftContract: z.string().default(''),
  /** Default 3000: NULS makes a block every 10 s. */
  pollIntervalMs: z.number().int().positive().optional(),
});

export type NulsChainOption = z.input<typeof nulsChainOptionSchema>;
