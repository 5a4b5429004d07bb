import type { Order } from '@nft/api-contract';

/**
 * An order as GET /v1/orders answers it, for component tests: a fixed-price listing of token 7 on local1 at 0.5 ETH that
 * opened a minute ago and runs for an hour. `patch` makes it the offer, bid or auction a test needs.
 */
export function orderFixture(patch: Partial<Order> = {}): Order {
  const now = Math.floor(Date.now() / 1000);
  const price = String(10n ** 18n / 2n);
  return {
    orderHash: `0x${'c'.repeat(64)}`,
    chain: 'local1',
    side: 'listing',
    kind: 'fixed',
    maker: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
    taker: null,
    contract: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    tokenId: '7',
    target: 'item',
    trait: null,
    auctionOrderHash: null,
    auctionEndTime: null,
    quantity: '1',
    remainingQuantity: '1',
    currency: '0x0000000000000000000000000000000000000000',
    price,
    startPrice: price,
    endPrice: price,
    startTime: now - 60,
    endTime: now + 3600,
    status: 'active',
    statusReason: null,
    marketplaceFeeBps: 250,
    royaltyBps: 500,
    createdAt: new Date((now - 60) * 1000).toISOString(),
    ...patch,
  };
}
