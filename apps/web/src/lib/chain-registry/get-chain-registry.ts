import { publicChainDefinitionSchema, walletDefinitionSchema } from '@nft/chains';
import { z } from 'zod';
import { api } from '../api';

const chainRegistrySchema = z.object({
  chains: z.array(publicChainDefinitionSchema),
  wallets: z.array(walletDefinitionSchema),
});

export type ChainRegistryData = z.infer<typeof chainRegistrySchema>;
export type PublicChain = ChainRegistryData['chains'][number];
export type PublicWallet = ChainRegistryData['wallets'][number];

let cached: Promise<ChainRegistryData> | undefined;

/** GET /chains once per page: every chain (inactive ones too) and the wallet definitions. */
export function getChainRegistry(): Promise<ChainRegistryData> {
  cached ??= api.get('/chains', chainRegistrySchema).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** Forgets the fetched registry so the next call asks again: web tests share modules (isolate: false) and stub /v1/chains each. */
export function forgetChainRegistry(): void {
  cached = undefined;
}
