import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { nfts, type Database } from '@nft/db';
import type { NftKey } from '@nft/api-contract';

/**
 * Takes the token's refresh slot when its last refresh is older than the cooldown: one conditional
 * UPDATE, so concurrent requests (on any API replica) let exactly one through.
 */
export async function claimRefresh(db: Database, key: NftKey, cooldownSeconds: number): Promise<boolean> {
  const rows = await db
    .update(nfts)
    .set({ metadataRefreshedAt: sql`now()` })
    .where(
      and(
        eq(nfts.chain, key.chain),
        eq(nfts.contractAddress, key.contractAddress),
        eq(nfts.tokenId, key.tokenId),
        or(isNull(nfts.metadataRefreshedAt), lt(nfts.metadataRefreshedAt, sql`now() - make_interval(secs => ${cooldownSeconds})`)),
      ),
    )
    .returning({ id: nfts.id });
  return rows.length > 0;
}
