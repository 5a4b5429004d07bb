import { and, eq, sql } from 'drizzle-orm';
import { contracts, nfts, orders, ownerships, stakes, type Database } from '@nft/db';
import type { TokenKey } from './nft-owners.repository';

/**
 * Hides the NFT from the marketplace when `owner` holds every copy and nothing trades or stakes it,
 * all checked in the UPDATE itself: a listing or transfer landing between a check and the write
 * cannot slip through. False when any condition failed (the caller then explains which).
 */
export async function hideOwnedNft(db: Database, nftId: number, key: TokenKey, owner: string): Promise<boolean> {
  const token = sql`chain = ${key.chain} and contract_address = ${key.contractAddress} and token_id = ${key.tokenId}::numeric`;
  const { rows } = await db.execute<{ id: number }>(sql`
    update ${nfts} set deleted_at = now()
    where id = ${nftId} and deleted_at is null
      and exists (select 1 from ${ownerships} where ${token} and owner = ${owner} and balance > 0)
      and not exists (select 1 from ${ownerships} where ${token} and owner <> ${owner} and balance > 0)
      and not exists (select 1 from ${orders} where ${token} and side = 'listing' and status in ('active', 'inactive'))
      and not exists (select 1 from ${stakes} where ${token} and status = 'staked')
    returning id`);
  return rows.length > 0;
}

/** Whether the token's contract is one of the marketplace's own (its tokens are burned, not hidden). */
export async function isPlatformContract(db: Database, key: TokenKey): Promise<boolean> {
  const [row] = await db
    .select({ isPlatform: contracts.isPlatform })
    .from(contracts)
    .where(and(eq(contracts.chain, key.chain), eq(contracts.address, key.contractAddress)));
  return row?.isPlatform === true;
}
