import type { FillItem } from '../effects/block-effects';

/** The recipients our order book recorded for an order (orders.fee_recipient, orders.royalty_recipient). */
export interface OrderRecipients {
  feeRecipient: string | null;
  royaltyRecipient: string | null;
}

export interface FeeSplit {
  fee: bigint | null;
  royalty: bigint | null;
}

/**
 * The parts of a fill's price paid to the marketplace fee recipient and the creator's royalty
 * recipient (docs/decisions/029-fill-price-from-seaport-logs.md). Only known for an order in our
 * book with a known price. Our orders' consideration is [seller proceeds, fee, royalty] for a listing
 * and [the NFT, fee, royalty] for an offer, so each payment is matched to the first role still open
 * whose recipient it pays: a creator reselling (royalty recipient = seller) or one address taking
 * both fee and royalty still splits right, and anything left over (a tip) is neither.
 */
export function splitFeeAndRoyalty(fill: FillItem, order: OrderRecipients | undefined): FeeSplit {
  if (!order || fill.price === null) return { fee: null, royalty: null };
  const roles: { role: 'seller' | 'fee' | 'royalty'; recipient: string | null }[] = [
    ...(fill.side === 'listing' ? [{ role: 'seller' as const, recipient: fill.seller }] : []),
    { role: 'fee', recipient: order.feeRecipient },
    { role: 'royalty', recipient: order.royaltyRecipient },
  ];
  const split = { seller: 0n, fee: 0n, royalty: 0n };
  const open = roles.filter((r) => r.recipient !== null);
  for (const payment of fill.received) {
    const at = open.findIndex((r) => r.recipient === payment.recipient);
    if (at < 0) continue;
    split[open[at]!.role] += payment.amount;
    open.splice(at, 1);
  }
  return { fee: split.fee, royalty: split.royalty };
}
