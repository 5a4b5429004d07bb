import { listingPriceNow, type orders } from '@nft/db';
import { currentPrice, fromOrderComponentsJson, type OrderComponentsInput } from '@nft/seaport';
import type { Order, OrderDetail } from '@nft/api-contract';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The status a reader sees: an open order past its end time is `expired` even before a job marks
 * it so (docs/product.md "Trading": a listing expires at its end time without any action).
 */
export function effectiveStatus(row: Pick<OrderRow, 'status' | 'endTime'>, now: Date): Order['status'] {
  if ((row.status === 'active' || row.status === 'inactive') && row.endTime.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

/** What the whole listed quantity costs at `now`: Seaport's own sum while the order runs, its start or end price outside. */
export function priceNow(row: OrderRow, now: Date): bigint {
  const seconds = BigInt(Math.floor(now.getTime() / 1000));
  const start = BigInt(Math.floor(row.startTime.getTime() / 1000));
  const end = BigInt(Math.floor(row.endTime.getTime() / 1000));
  if (row.protocol === 'seaport' && row.startPrice !== row.endPrice && seconds >= start && seconds < end) {
    try {
      return currentPrice(fromOrderComponentsJson(row.parameters as unknown as OrderComponentsInput), seconds);
    } catch {
      // Parameters the book did not write itself: the columns tell the same price up to rounding.
    }
  }
  return listingPriceNow(BigInt(row.startPrice), BigInt(row.endPrice), row.startTime, row.endTime, now);
}

/** An order as the public API shows it (orderSchema in @nft/api-contract). Exported for the fill route. */
export function toOrderView(row: OrderRow, now: Date): Order {
  return {
    orderHash: row.orderHash,
    chain: row.chain,
    side: row.side,
    kind: row.kind,
    maker: row.maker,
    taker: row.taker,
    contract: row.contractAddress,
    tokenId: row.tokenId,
    target: row.target,
    trait: row.traitType !== null && row.traitValue !== null ? { type: row.traitType, value: row.traitValue } : null,
    auctionOrderHash: row.parentOrderHash,
    auctionEndTime: row.auctionEndTime ? Math.floor(row.auctionEndTime.getTime() / 1000) : null,
    quantity: row.quantity,
    remainingQuantity: (BigInt(row.quantity) - BigInt(row.filledQuantity)).toString(),
    currency: row.currency,
    price: priceNow(row, now).toString(),
    startPrice: row.startPrice,
    endPrice: row.endPrice,
    startTime: Math.floor(row.startTime.getTime() / 1000),
    endTime: Math.floor(row.endTime.getTime() / 1000),
    status: effectiveStatus(row, now),
    statusReason: row.statusReason,
    marketplaceFeeBps: row.feeBps,
    royaltyBps: row.royaltyBps,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * One order with its signed OrderComponents and signature (GET /v1/orders/{chain}/{orderHash}): what a
 * maker needs for Seaport's on-chain `cancel` from any browser. Public: the order fills only with the
 * zone's authorisation (docs/security.md row 4).
 */
export function toOrderDetailView(row: OrderRow, now: Date): OrderDetail {
  return { ...toOrderView(row, now), parameters: row.parameters as unknown as OrderDetail['parameters'], signature: row.signature };
}
