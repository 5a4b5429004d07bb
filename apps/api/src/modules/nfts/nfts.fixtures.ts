import { nftAttributes, ownerships, type Database } from '@nft/db';
import { testHash } from '../activity/activity.fixtures';

type Token = { chain: string; contractAddress: string; tokenId: string };

/** A balance of one token held by `owner` (test fixture). */
export async function insertOwnership(db: Database, token: Token, owner: string, balance = '1') {
  await db.insert(ownerships).values({ ...token, owner, balance, acquiredAt: new Date(), blockNumber: 1, blockHash: testHash() });
}

export async function insertAttribute(
  db: Database,
  nftId: number,
  values: Partial<typeof nftAttributes.$inferInsert> & { traitType: string; value: string },
) {
  await db.insert(nftAttributes).values({ nftId, ...values });
}
