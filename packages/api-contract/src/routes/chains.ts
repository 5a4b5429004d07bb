import { z } from 'zod';
import { chainSymbols, publicChainDefinitionSchema, walletDefinitionSchema } from '@nft/chains';

export const chainListSchema = z.object({
  chains: z.array(publicChainDefinitionSchema).describe('Every supported chain; `active` marks those this deployment serves'),
  wallets: z.array(walletDefinitionSchema),
});

export const chainParamsSchema = z.object({
  symbol: z
    .string()
    .min(1)
    .max(32)
    .describe(`One of ${chainSymbols.join(', ')}`),
});
