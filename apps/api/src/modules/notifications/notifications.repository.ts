import { eq, sql, type SQL } from 'drizzle-orm';
import { accounts, activity, nfts, orders, ownerships, type Database } from '@nft/db';
import type { NotificationKind } from '@nft/api-contract';
import type { KeysetPosition } from '../../http/keyset-cursor';
import { keysetValue } from '../../lib/keyset';
import { activityOrder, tokenShown } from '../activity/activity.repository';

/**
 * The activity rows that are an account's notifications since `since` (docs/product.md "Notifications"), each with its
 * kind: events someone else caused that concern the account. Five branches, each read through an index on the
 * account's address or holdings, in a UNION ALL (no row can be in two: they differ in kind or direction):
 *
 * - sales and settlements the account is party to: a sale of an order it made (its listing bought: `sold`; its offer
 *   accepted: `offer_accepted`; a sale of someone else's order is one the account made itself), and every settlement
 *   of an auction (the marketplace settles it: `auction_sold`, `auction_won`);
 * - bids on its auctions (a bid's recipient is the auction's maker);
 * - offers on an item it holds, made after it acquired the item (collection and trait offers name no token: the
 *   offers tab lists them);
 * - bids by others on an auction after a bid of its own (`outbid`), through the bid orders' auction;
 * - items sent to it that are not part of a trade or of staking (those it caused, or are notified as a sale).
 */
function notificationRows(address: string, since: Date): SQL {
  const after = since.toISOString();
  return sql`
    select a.id, case
        when a.kind = 'settlement' and a.from_address = ${address} then 'auction_sold'
        when a.kind = 'settlement' then 'auction_won'
        when a.from_address = ${address} then 'sold'
        else 'offer_accepted' end as kind
      from ${activity} a
      where (a.from_address = ${address} or a.to_address = ${address}) and a.kind in ('sale', 'settlement')
        and a.occurred_at > ${after}::timestamptz
        and (a.kind = 'settlement' or exists (
          select 1 from ${orders} o where o.chain = a.chain and o.order_hash = a.order_hash and o.maker = ${address}))
    union all
    select a.id, 'bid_received' from ${activity} a
      where a.to_address = ${address} and a.kind = 'bid' and a.from_address <> ${address} and a.occurred_at > ${after}::timestamptz
    union all
    select a.id, 'offer_received' from ${ownerships} h
      join ${activity} a on a.chain = h.chain and a.contract_address = h.contract_address and a.token_id = h.token_id
      where h.owner = ${address} and h.balance > 0 and a.kind = 'offer' and a.from_address <> ${address}
        and a.occurred_at > greatest(h.acquired_at, ${after}::timestamptz)
    union all
    select distinct a.id, 'outbid' from ${activity} mine
      join ${orders} my_bid on my_bid.chain = mine.chain and my_bid.order_hash = mine.order_hash
      join ${orders} other on other.chain = my_bid.chain and other.parent_order_hash = my_bid.parent_order_hash
        and other.maker <> ${address}
      join ${activity} a on a.chain = other.chain and a.order_hash = other.order_hash and a.kind = 'bid' and a.tx_hash is null
      where mine.from_address = ${address} and mine.kind = 'bid' and mine.occurred_at > ${after}::timestamptz
        and a.occurred_at > mine.occurred_at
    union all
    select a.id, 'received' from ${activity} a
      where a.to_address = ${address} and a.kind = 'transfer' and a.from_address <> ${address}
        and a.occurred_at > ${after}::timestamptz
        and not exists (select 1 from ${activity} t where t.chain = a.chain and t.tx_hash = a.tx_hash
          and t.kind in ('sale', 'settlement', 'stake', 'unstake', 'claim'))`;
}

/** The notifications' rows joined to their events, hidden and deleted tokens left out. */
function shownNotifications(address: string, since: Date): SQL {
  return sql`
    from (${notificationRows(address, since)}) n
    join ${activity} on ${activity.id} = n.id
    left join ${nfts} on ${nfts.chain} = ${activity.chain} and ${nfts.contractAddress} = ${activity.contractAddress}
      and ${nfts.tokenId} = ${activity.tokenId}
    where ${tokenShown}`;
}

/** A notification's event and kind; `position` is its place in the newest-first order (the cursor's value). */
export type NotificationRef = { id: number; kind: NotificationKind; position: string };

/** The statement of one page (plus one row) of an account's notifications, newest first, after the cursor's position. */
export function notificationPageQuery(address: string, since: Date, after: KeysetPosition | undefined, take: number): SQL {
  const cursor = after ? sql`and (${activity.occurredAt}, ${activity.id}) < (${after.value}::timestamptz, ${after.id})` : sql``;
  return sql`
    select n.id, n.kind, ${keysetValue(activityOrder)} as position ${shownNotifications(address, since)} ${cursor}
    order by ${activity.occurredAt} desc, ${activity.id} desc
    limit ${take}`;
}

export async function findNotifications(
  db: Database,
  address: string,
  since: Date,
  after: KeysetPosition | undefined,
  take: number,
): Promise<NotificationRef[]> {
  const { rows } = await db.execute<{ id: number | string; kind: NotificationKind; position: string }>(
    notificationPageQuery(address, since, after, take),
  );
  return rows.map((row) => ({ id: Number(row.id), kind: row.kind, position: row.position }));
}

/** How many of an account's notifications are newer than `since`, counted up to `limit`. */
export async function countNotifications(db: Database, address: string, since: Date, limit: number): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(sql`
    select count(*)::int as count from (select 1 ${shownNotifications(address, since)} limit ${limit}) shown`);
  return Number(rows[0]?.count ?? 0);
}

/** When the account last read its notifications (null: never). */
export async function findReadAt(db: Database, accountId: number): Promise<Date | null> {
  const [row] = await db.select({ readAt: accounts.notificationsReadAt }).from(accounts).where(eq(accounts.id, accountId));
  return row?.readAt ?? null;
}

/** Marks every notification up to now read; answers the time written. */
export async function markRead(db: Database, accountId: number, now: Date): Promise<Date> {
  await db.update(accounts).set({ notificationsReadAt: now }).where(eq(accounts.id, accountId));
  return now;
}
