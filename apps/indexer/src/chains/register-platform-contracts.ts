import { contracts, type Database } from '@nft/db';
import type { IndexedChain } from './indexed-chain';

/**
 * Registers each chain's shared platform mint contracts, so the indexer follows them from the
 * start whether or not anything (the demo seed, a collection) registered them before.
 */
export async function registerPlatformContracts(db: Database, chains: readonly IndexedChain[]): Promise<void> {
  const rows = chains.flatMap((chain) =>
    (chain.platformContracts ?? []).map(({ address, standard }) => ({
      chain: chain.symbol,
      address: address.toLowerCase(),
      standard,
      isPlatform: true,
    })),
  );
  if (rows.length > 0)
    await db
      .insert(contracts)
      .values(rows)
      .onConflictDoNothing({ target: [contracts.chain, contracts.address] });
}
