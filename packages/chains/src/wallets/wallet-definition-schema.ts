import { z } from 'zod';
import type { WalletDefinition } from './wallet-definition';
import { walletSymbols } from './wallet-symbol';

const injectedProviderLocationSchema = z.object({ path: z.string(), flag: z.string().optional() });

/** What the API serves about a wallet and the web app parses; matches WalletDefinition. */
export const walletDefinitionSchema = z.object({
  symbol: z.enum(walletSymbols),
  walletName: z.string(),
  icon: z.string(),
  families: z.array(z.enum(['evm', 'nuls'])),
  externalProvider: z.object({
    eip6963Rdns: z.array(z.string()),
    injected: z.array(injectedProviderLocationSchema),
  }),
  nulsProvider: injectedProviderLocationSchema.optional(),
  downloadLink: z.string(),
}) satisfies z.ZodType<WalletDefinition>;
