import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import type { Order, OrderBuildBody, OrderDetail, OrderBuildResponse, OrderListQuery, OrderPostBody, Page } from '@nft/api-contract';
import type { AuthSession } from '../auth/auth.service';
import { createOrderBuilder } from './order-build.service';
import { decodeOrderCursor, encodeOrderCursor } from './order-cursor';
import { createOrderIntake } from './order-intake.service';
import { listOrders } from './order-list.repository';
import { effectiveStatus, toOrderDetailView, toOrderView } from './order-view';
import { cancelOrder, findOrder } from './orders.repository';
import type { TradingChains } from './trading-chain';

export type OrderService = {
  build(session: AuthSession, body: OrderBuildBody): Promise<OrderBuildResponse>;
  /** created: false when the book already held this order (same EIP-712 hash): nothing was written. */
  submit(session: AuthSession, body: OrderPostBody): Promise<{ created: boolean; orderHash: string; status: Order['status'] }>;
  list(query: OrderListQuery): Promise<Page<Order>>;
  get(chain: string, orderHash: string): Promise<OrderDetail>;
  cancel(session: AuthSession, chain: string, orderHash: string): Promise<{ orderHash: string; status: Order['status'] }>;
};

export type OrderServiceDeps = { db: Database; trading: TradingChains; now?: () => number };

const evmAddress = /^0x[0-9a-f]{40}$/;

export function createOrderService({ db, trading, now = () => Date.now() }: OrderServiceDeps): OrderService {
  const build = createOrderBuilder({ db, trading, now });
  const submit = createOrderIntake({ db, trading, now });
  // A NULS session's address cannot make a Seaport order.
  const evmMaker = (session: AuthSession) => {
    if (!evmAddress.test(session.address)) throw new AppError('forbidden');
    return session.address as `0x${string}`;
  };

  return {
    build: (session, body) => build(evmMaker(session), body),

    async submit(session, body) {
      const { created, row } = await submit(evmMaker(session), body);
      return { created, orderHash: row.orderHash, status: effectiveStatus(row, new Date(now())) };
    },

    async list(query) {
      const after = query.cursor === undefined ? undefined : decodeOrderCursor(query.cursor);
      const at = new Date(now());
      const rows = await listOrders(db, query, after, at);
      const shown = rows.slice(0, query.limit);
      const last = shown.at(-1);
      return {
        items: shown.map((row) => toOrderView(row, at)),
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
      const result = await cancelOrder(db, chain, orderHash, session.address, new Date(now()));
      if (result.outcome !== 'cancelled') {
        throw new AppError(
          result.outcome === 'not_found' ? 'not_found' : result.outcome === 'not_maker' ? 'not_order_maker' : 'order_not_cancellable',
        );
      }
      return { orderHash: result.row.orderHash, status: result.row.status };
    },
  };
}
