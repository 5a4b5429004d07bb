import { z } from 'zod';
import { chainSymbols, publicChainDefinitionSchema, walletSymbols } from '@nft/chains';

const injectedProviderSchema = z.object({ path: z.string(), flag: z.string().optional() });

// Mirrors @nft/chains' WalletDefinition type (the package exports no schema for it).
export const walletSchema = z.object({
  symbol: z.enum(walletSymbols),
  walletName: z.string(),
  icon: z.string(),
  families: z.array(z.enum(['evm', 'nuls'])),
  externalProvider: z.object({ eip6963Rdns: z.array(z.string()), injected: z.array(injectedProviderSchema) }),
  nulsProvider: injectedProviderSchema.optional(),
  downloadLink: z.string(),
});

export const chainListSchema = z.object({
  chains: z.array(publicChainDefinitionSchema).describe('Every supported chain; `active` marks those this deployment serves'),
  wallets: z.array(walletSchema),
});

export const chainParamsSchema = z.object({
  symbol: z.string().min(1).max(32).describe(`One of ${chainSymbols.join(', ')}`),
});
