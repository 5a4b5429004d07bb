import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { activity, nfts, type Database } from '@nft/db';
import type { ActivityKind } from '@nft/shared';
import type { KeysetPosition } from '../../http/keyset-cursor';
import { keysetOrderBy, keysetSegments, keysetValue, readKeyset, type KeysetOrder } from '../../lib/keyset';

/** Whose history: one token, every token of a collection, or everything an address sent or received. */
export type ActivityScope =
  | { kind: 'token'; chain: string; contractAddress: string; tokenId: string }
  | { kind: 'collection'; collectionId: number }
  | { kind: 'address'; address: string };

/** Newest first; matches activity_item_idx and activity_collection_idx after their equality columns. */
export const activityOrder: KeysetOrder = {
  column: activity.occurredAt,
  id: activity.id,
  kind: 'timestamp',
  direction: 'desc',
  nullable: false,
};

function scopeCondition(scope: ActivityScope): SQL | undefined {
  if (scope.kind === 'collection') return eq(activity.collectionId, scope.collectionId);
  // activity_from_idx and activity_to_idx, combined by a bitmap OR.
  if (scope.kind === 'address') return or(eq(activity.fromAddress, scope.address), eq(activity.toAddress, scope.address));
  return and(eq(activity.chain, scope.chain), eq(activity.contractAddress, scope.contractAddress), eq(activity.tokenId, scope.tokenId));
}

// History of a token that moderation hid or its creator deleted is hidden with it; burned tokens
// keep theirs (the burn is part of it), and tokens not indexed yet show with no NFT.
export const tokenShown = sql`(${nfts.id} is null or (not ${nfts.hidden} and ${nfts.deletedAt} is null))`;

/**
 * A sale and an auction's settlement move the token in their own transaction, whose Transfer log is recorded too (the
 * ledger balances are rebuilt from after a reorg). The history names what happened once, as OpenSea's does: "Sale",
 * not "Sale" and "Transfer" side by side. The lookup is one probe of activity_log_key (chain, tx_hash) per transfer
 * row read.
 */
const notPartOfATrade = sql`not (${activity.kind} = 'transfer' and exists (
  select 1 from activity as trade
  where trade.chain = ${activity.chain} and trade.tx_hash = ${activity.txHash}
    and trade.kind in ('sale', 'settlement')
    and trade.contract_address = ${activity.contractAddress} and trade.token_id = ${activity.tokenId}))`;

/** Activity rows as the lists answer them, each with its token's NFT (null when not indexed yet); to be narrowed. */
function selectActivity(db: Database) {
  return db
    .select({
      id: activity.id,
      kind: activity.kind,
      chain: activity.chain,
      contractAddress: activity.contractAddress,
      tokenId: activity.tokenId,
      nftId: nfts.id,
      nftName: nfts.name,
      imageMediaId: nfts.imageMediaId,
      fromAddress: activity.fromAddress,
      toAddress: activity.toAddress,
      quantity: activity.quantity,
      price: activity.price,
      currency: activity.currency,
      orderHash: activity.orderHash,
      txHash: activity.txHash,
      blockNumber: activity.blockNumber,
      occurredAt: activity.occurredAt,
      cursorValue: keysetValue(activityOrder),
    })
    .from(activity)
    .leftJoin(
      nfts,
      and(eq(nfts.chain, activity.chain), eq(nfts.contractAddress, activity.contractAddress), eq(nfts.tokenId, activity.tokenId)),
    );
}

/**
 * One segment of a page of activity (see keysetSegments); a query, so tests can read its plan. `kinds` narrows it to
 * those events (the event-type filter): a condition on the rows the scope's index reads in time order, not an index of
 * its own, since every index on activity is paid for by the indexer's writes (docs/decisions/059-indexer-write-path.md).
 */
export function activityQuery(db: Database, scope: ActivityScope, segment: SQL | undefined, take: number, kinds?: readonly ActivityKind[]) {
  return selectActivity(db)
    .where(and(scopeCondition(scope), kinds ? inArray(activity.kind, [...kinds]) : undefined, tokenShown, notPartOfATrade, segment))
    .orderBy(...keysetOrderBy(activityOrder))
    .limit(take);
}

/** Activity rows by id (in no order), their tokens' NFTs with them. */
export async function findActivityByIds(db: Database, ids: number[]): Promise<ActivityRow[]> {
  if (ids.length === 0) return [];
  return selectActivity(db).where(inArray(activity.id, ids));
}

/** One page (plus one row, to know whether another page follows) of activity, newest first; only `kinds` when given. */
export async function findActivity(
  db: Database,
  scope: ActivityScope,
  after: KeysetPosition | undefined,
  limit: number,
  kinds?: readonly ActivityKind[],
) {
  return readKeyset(keysetSegments(activityOrder, after), limit, (segment, take) => activityQuery(db, scope, segment, take, kinds));
}

export type ActivityRow = Awaited<ReturnType<typeof activityQuery>>[number];
