import type { Notification, NotificationKind } from '@nft/api-contract';

// The kinds in which the account sold: the other party is the buyer. In every other kind it is the one who acted.
const asSeller: ReadonlySet<NotificationKind> = new Set(['sold', 'auction_sold']);

/** The other party of a notification: who bought from the account, or who offered, bid, sold or sent to it. */
export function counterpartyOf(notification: Notification): string | null {
  return asSeller.has(notification.kind) ? notification.activity.to : notification.activity.from;
}

/** What a notification names its item by: the NFT's name, else its token id. */
export function itemNameOf(notification: Notification): string {
  const { nft, tokenId } = notification.activity;
  return nft?.name ?? (tokenId ? `#${tokenId}` : '—');
}
