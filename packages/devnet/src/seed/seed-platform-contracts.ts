import { contracts } from '@nft/db';
import type { SeedContext } from './seed-context';

/** Registers each chain's shared platform contracts, which the NFT rows reference. */
export async function seedPlatformContracts(context: SeedContext): Promise<void> {
  const rows = context.chains.flatMap((chain) => [
    {
      chain: chain.symbol,
      address: chain.deployment.erc721.toLowerCase(),
      standard: 'ERC-721' as const,
      isPlatform: true,
      name: 'Marketplace ERC-721',
    },
    {
      chain: chain.symbol,
      address: chain.deployment.erc1155.toLowerCase(),
      standard: 'ERC-1155' as const,
      isPlatform: true,
      name: 'Marketplace ERC-1155',
    },
  ]);
  await context.database.db
    .insert(contracts)
    .values(rows)
    .onConflictDoNothing({ target: [contracts.chain, contracts.address] });
}
