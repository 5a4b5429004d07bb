import { and, eq } from 'drizzle-orm';
import { contracts, type Database } from '@nft/db';

export interface NulsContract {
  address: string;
  collectionId: number | null;
  deployedBlockNumber: number | null;
}

/**
 * The NRC-721 contracts to follow: the `contracts` rows of the chain, after registering the chain's
 * configured `nftContract` (NFT rows reference their contract, so it must have a row). Read every
 * poll so newly registered contracts join without a restart.
 */
export async function loadNulsContracts(db: Database, chain: string, nftContract: string | undefined): Promise<NulsContract[]> {
  if (nftContract) {
    await db.insert(contracts).values({ chain, address: nftContract, standard: 'NRC-721', isPlatform: true }).onConflictDoNothing();
  }
  return db
    .select({ address: contracts.address, collectionId: contracts.collectionId, deployedBlockNumber: contracts.deployedBlockNumber })
    .from(contracts)
    .where(and(eq(contracts.chain, chain), eq(contracts.standard, 'NRC-721')));
}
