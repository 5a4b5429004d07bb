import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import type { Order, OrderBuildBody, OrderDetail, OrderBuildResponse, OrderListQuery, OrderPostBody, Page } from '@nft/api-contract';
import type { AuthSession } from '../auth/auth.service';
import { createAuctionIntake, isAuctionOrder } from './auction-intake';
import { cancelUnlessBid } from './auction.repository';
import { createBidIntake } from './bid-intake';
import { createOrderBuilder } from './order-build.service';
import { decodeOrderCursor, encodeOrderCursor } from './order-cursor';
import { offersCurrency } from './intake/parse-offer';
import { createOfferIntake } from './offer-intake.service';
import { createOrderIntake } from './order-intake.service';
import { listOrders } from './order-list.repository';
import { findOrderNames } from './order-names.repository';
import { effectiveStatus, toOrderDetailView, toOrderView } from './order-view';
import type { FloorRefresher } from './floor-refresh';
import { findOrder } from './orders.repository';
import type { TradingChains } from './trading-chain';

export type OrderService = {
  build(session: AuthSession, body: OrderBuildBody): Promise<OrderBuildResponse>;
  /** created: false when the book already held this order (same EIP-712 hash): nothing was written. */
  submit(session: AuthSession, body: OrderPostBody): Promise<{ created: boolean; orderHash: string; status: Order['status'] }>;
  list(query: OrderListQuery): Promise<Page<Order>>;
  get(chain: string, orderHash: string): Promise<OrderDetail>;
  cancel(session: AuthSession, chain: string, orderHash: string): Promise<{ orderHash: string; status: Order['status'] }>;
};

export type OrderServiceDeps = {
  db: Database;
  trading: TradingChains;
  /** Anti-sniping (AUCTION_EXTENSION_SECONDS; docs/decisions/031-english-auctions.md). */
  auctions?: { extensionSeconds: number };
  /** Told the collection of each listing posted or cancelled, to refresh its cached floor (floor-refresh.ts). */
  floors?: Pick<FloorRefresher, 'touch'>;
  /** Where the pictures of `include=nft` are served (config.public.mediaUrl; docs/security.md row 8). */
  mediaOrigin?: string;
  now?: () => number;
};

const evmAddress = /^0x[0-9a-f]{40}$/;

export function createOrderService({
  db,
  trading,
  auctions = { extensionSeconds: 600 },
  mediaOrigin = '',
  floors,
  now = () => Date.now(),
}: OrderServiceDeps): OrderService {
  const build = createOrderBuilder({ db, trading, now });
  const submitListing = createOrderIntake({ db, trading, now });
  const submitOffer = createOfferIntake({ db, trading, now });
  const submitAuction = createAuctionIntake({ db, trading, now });
  const submitBid = createBidIntake({ db, trading, now, extensionSeconds: auctions.extensionSeconds });
  // POST /v1/orders takes listings (an NFT offered) and offers (an ERC-20 offered); a body naming an auction is a bid.
  const submit = (maker: `0x${string}`, body: OrderPostBody) => {
    if (body.auctionOrderHash !== undefined) return submitBid(maker, body);
    if (isAuctionOrder(body.parameters)) return submitAuction(maker, body);
    return offersCurrency(body.parameters) ? submitOffer(maker, body) : submitListing(maker, body);
  };
  // A NULS session's address cannot make a Seaport order.
  const evmMaker = (session: AuthSession) => {
    if (!evmAddress.test(session.address)) throw new AppError('forbidden');
    return session.address as `0x${string}`;
  };

  // Spec section 8 names a failed cancel per side: "Failed to cancel offer!" for an offer.
  async function cancelRefusal(outcome: 'not_found' | 'not_maker' | 'not_open', chain: string, orderHash: string): Promise<AppError> {
    if (outcome === 'not_found') return new AppError('not_found');
    if (outcome === 'not_maker') return new AppError('not_order_maker');
    const row = await findOrder(db, chain, orderHash);
    return new AppError(row?.side === 'offer' ? 'offer_not_cancellable' : 'order_not_cancellable');
  }

  return {
    build: (session, body) => build(evmMaker(session), body),

    async submit(session, body) {
      const { created, row } = await submit(evmMaker(session), body);
      if (created && row.side === 'listing') floors?.touch(row.collectionId);
      return { created, orderHash: row.orderHash, status: effectiveStatus(row, new Date(now())) };
    },

    async list(query) {
      const after = query.cursor === undefined ? undefined : decodeOrderCursor(query.cursor);
      const at = new Date(now());
      const rows = await listOrders(db, query, after, at);
      const shown = rows.slice(0, query.limit);
      const last = shown.at(-1);
      // Only when asked: the book's own page stays one statement (docs/decisions/066-prepared-explore-statements.md).
      const names = query.include === 'nft' ? await findOrderNames(db, shown, mediaOrigin) : undefined;
      return {
        items: shown.map((row) => (names ? { ...toOrderView(row, at), ...names(row) } : toOrderView(row, at))),
        nextCursor:
          rows.length > query.limit && last
            ? encodeOrderCursor({ createdAt: last.cursorTime, chain: last.chain, orderHash: last.orderHash })
            : null,
      };
    },

    async get(chain, orderHash) {
      const row = await findOrder(db, chain, orderHash);
      if (!row) throw new AppError('not_found');
      return toOrderDetailView(row, new Date(now()));
    },

    async cancel(session, chain, orderHash) {
      const result = await cancelUnlessBid(db, chain, orderHash, session.address, new Date(now()));
      if (result.outcome === 'has_bids') throw new AppError('auction_has_bids');
      if (result.outcome !== 'cancelled') throw await cancelRefusal(result.outcome, chain, orderHash);
      if (result.row.side === 'listing') floors?.touch(result.row.collectionId);
      return { orderHash: result.row.orderHash, status: result.row.status };
    },
  };
}
