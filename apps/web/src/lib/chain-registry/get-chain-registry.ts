import type { publicChainDefinitionSchema, walletDefinitionSchema } from '@nft/chains';
import type { z } from 'zod';
import { api } from '../api';
import { answer } from '../api-client';

// GET /v1/chains, read by type (docs/decisions/042-web-reads-answers-by-type.md): the schemas' code stays on the server.
type chainRegistrySchema = z.ZodObject<{
  chains: z.ZodArray<typeof publicChainDefinitionSchema>;
  wallets: z.ZodArray<typeof walletDefinitionSchema>;
}>;

export type ChainRegistryData = z.output<chainRegistrySchema>;
export type PublicChain = ChainRegistryData['chains'][number];
export type PublicWallet = ChainRegistryData['wallets'][number];

let cached: Promise<ChainRegistryData> | undefined;

/** GET /chains once per page: every chain (inactive ones too) and the wallet definitions. */
export function getChainRegistry(): Promise<ChainRegistryData> {
  cached ??= api.get('/chains', answer<chainRegistrySchema>()).catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** Forgets the fetched registry so the next call asks again: web tests share modules (isolate: false) and stub /v1/chains each. */
export function forgetChainRegistry(): void {
  cached = undefined;
}
