import { sql } from 'drizzle-orm';
import { nfts, type Database } from '@nft/db';
import { normaliseContractAddress } from './metadata-job';
import type { MetadataJob } from './metadata-queue';
import type { RoyaltyReader } from './read-royalty';
import { whereNft } from './store-metadata';

/**
 * Reads the token's ERC-2981 royalty from its contract and stores it on the NFT row, so the detail
 * page shows (and trading pays) what the chain says (docs/decisions/023-effective-royalty.md).
 * Runs in the metadata job (at mint and on every refresh), off the block-indexing path.
 * When the chain cannot be asked, the stored royalty stays as it was.
 */
export async function refreshRoyalty(db: Database, readRoyalty: RoyaltyReader, job: MetadataJob): Promise<void> {
  const key = { chain: job.chain, contractAddress: normaliseContractAddress(job.contractAddress), tokenId: job.tokenId };
  const read = await readRoyalty(key.chain, key.contractAddress, key.tokenId);
  if (!read) return;
  await db
    .update(nfts)
    .set({ royaltyBps: read.bps, royaltyReceiver: read.receiver, royaltyReadAt: sql`now()` })
    .where(whereNft(key));
}
