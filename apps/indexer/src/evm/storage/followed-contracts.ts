import { eq } from 'drizzle-orm';
import { contracts, type Database } from '@nft/db';

export interface FollowedContract {
  address: string;
  standard: 'ERC-721' | 'ERC-1155' | 'NRC-721';
  isPlatform: boolean;
  collectionId: number | null;
  deployedBlockNumber: number | null;
}

/** Every NFT contract registered for the chain; read each poll so newly registered contracts join without a restart. */
export async function loadFollowedContracts(db: Database, chain: string): Promise<FollowedContract[]> {
  return db
    .select({
      address: contracts.address,
      standard: contracts.standard,
      isPlatform: contracts.isPlatform,
      collectionId: contracts.collectionId,
      deployedBlockNumber: contracts.deployedBlockNumber,
    })
    .from(contracts)
    .where(eq(contracts.chain, chain));
}
