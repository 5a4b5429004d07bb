import { getAddress, type Hex } from 'viem';
import type { CartFillBody, CartFillResponse, Locale, OrderFillResponse } from '@nft/api-contract';
import type { ChainRegistry, EvmChainDefinition } from '@nft/chains';
import type { Database } from '@nft/db';
import {
  encodeFulfillAdvancedOrder,
  encodeFulfillAvailableAdvancedOrders,
  itemTypes,
  toOrderComponentsJson,
  type FillRequest,
} from '@nft/seaport';
import { AppError, isAppError } from '@nft/shared';
import { translate } from '../../i18n/messages';
import { createChainOrderReader, type ChainOrderReader, type NftOwnerReader } from './chain-order-reader';
import { acceptOffer } from './offer-accept';
import { findOrder } from '../orders/orders.repository';
import { findFillableOrders } from './order-fill.repository';
import { approvalSteps, erc20Needs } from './payment-approvals';
import { prepareFill, type FillContext, type PreparedFill } from './prepare-fill';
import { createZoneAuthoriser, type ZoneAuthoriser } from './zone-authorisation';

export type OrderKey = { chain: string; orderHash: string };

export type OrderFillService = {
  /** The complete Seaport fulfilment of one listing for `buyer` (docs/product.md "Trading", route .../fill). */
  fill(key: OrderKey, buyer: string, body: { quantity?: number | undefined; tokenId?: string | undefined }): Promise<OrderFillResponse>;
  /** One transaction for the fillable listings of a cart; the others are listed in `skipped`. */
  fillCart(body: CartFillBody, buyer: string, locale: Locale): Promise<CartFillResponse>;
};

export type OrderFillServiceDeps = {
  db: Database;
  chains: ChainRegistry;
  /** The marketplace's order signer (the zone's authoriser); without it nothing can be bought. */
  orderSignerKey: Hex | undefined;
  rpcTimeoutMs: number;
  /** The clock; tests move it. */
  now?: () => Date;
};

export function createOrderFillService({
  db,
  chains,
  orderSignerKey,
  rpcTimeoutMs,
  now = () => new Date(),
}: OrderFillServiceDeps): OrderFillService {
  const authorise: ZoneAuthoriser | undefined = orderSignerKey ? createZoneAuthoriser(orderSignerKey) : undefined;
  const readers = new Map<string, ChainOrderReader & NftOwnerReader>();

  /** An active EVM chain with the marketplace's Seaport and zone; checked before anything is read. */
  function tradingChain(symbol: string): EvmChainDefinition & { zoneContract: string } {
    const chain = chains.get(symbol);
    if (chain.family !== 'evm' || !chains.isActive(symbol) || chain.registryContract === '' || !chain.zoneContract) {
      throw new AppError('unsupported_chain');
    }
    return chain as EvmChainDefinition & { zoneContract: string };
  }

  // Only once there is an order to buy: an unknown order answers 404 without asking the chain.
  async function contextFor(
    chain: EvmChainDefinition & { zoneContract: string },
    buyer: string,
  ): Promise<FillContext & { chain: EvmChainDefinition; reader: ChainOrderReader & NftOwnerReader }> {
    if (!authorise) throw new AppError('service_unavailable', 'Trading is not configured on this server (no order signer key)');
    let reader = readers.get(chain.symbol);
    if (!reader) {
      reader = createChainOrderReader(chain.rpcUrl, rpcTimeoutMs);
      readers.set(chain.symbol, reader);
    }
    const nowSeconds = Math.floor(now().getTime() / 1000);
    const chainTime = await reader.chainTime();
    return {
      chain,
      chainId: chain.chainIdNumber,
      seaport: getAddress(chain.registryContract),
      zone: getAddress(chain.zoneContract),
      reader,
      authorise,
      buyer: getAddress(buyer),
      nowSeconds,
      chainTime,
    };
  }

  async function transactionFor(context: FillContext & { chain: EvmChainDefinition }, prepared: PreparedFill[], cart: boolean) {
    // Priced for the latest block's time: the fill lands in a later block, where a declining price is
    // at most this one (Seaport pays back the difference of native value) and a fixed price the same.
    const at = context.chainTime;
    const fills = prepared.map((entry) => entry.fill);
    const { seaport, buyer } = context;
    // A cart always goes through fulfillAvailableAdvancedOrders, even with one listing: a listing sold
    // meanwhile is skipped (and its value paid back) instead of reverting the whole purchase.
    const transaction = cart
      ? encodeFulfillAvailableAdvancedOrders({ seaport, fills, at })
      : encodeFulfillAdvancedOrder({ seaport, fill: fills[0]!, at });
    const steps = await approvalSteps(context.reader, {
      seaport,
      buyer,
      paymentTokens: context.chain.paymentTokens,
      needs: erc20Needs(fills, at),
    });
    // One wei more per declining listing, so Seaport always has something to pay back: the wallet's gas
    // estimate (made at some block) then always includes the refund, and the transaction, mined a
    // second later at a lower price, cannot run out of gas paying back a refund the estimate never saw.
    const value = transaction.value + BigInt(fills.filter(isDeclining).length);
    return { steps, transaction: { to: transaction.to, data: transaction.data, value: value.toString() } };
  }

  return {
    async fill(key, buyer, body) {
      const chain = tradingChain(key.chain);
      const order = await findOrder(db, chain.symbol, key.orderHash);
      if (!order) throw new AppError('not_found');
      const context = await contextFor(chain, buyer);
      if (order.side === 'offer') {
        // The owner accepts an offer (docs/product.md "Offers"): their NFT and the fee and royalty go through the conduit.
        const conduit = getAddress(chain.contracts.tokenTransferProxyContract);
        return acceptOffer({ ...context, db, chainSymbol: chain.symbol, conduit, owner: context.reader }, order, body);
      }
      const prepared = await prepareFill(context, order, body.quantity);
      const { steps, transaction } = await transactionFor(context, [prepared], false);
      const { fill } = prepared;
      return {
        steps,
        transaction,
        // Enough for any Seaport client (e.g. @opensea/seaport-js) to build the fill itself.
        order: { parameters: toOrderComponentsJson(fill.components), signature: fill.signature },
        extraData: fill.extraData,
        numerator: (fill.numerator ?? 1n).toString(),
        denominator: (fill.denominator ?? 1n).toString(),
      };
    },

    async fillCart(body, buyer, locale) {
      const chain = tradingChain(body.chain);
      const items = uniqueByHash(body.items);
      const rows = await findFillableOrders(
        db,
        chain.symbol,
        items.map((item) => item.orderHash),
      );
      const context = rows.size > 0 ? await contextFor(chain, buyer) : undefined;
      const outcomes = await Promise.all(
        items.map(async (item) => {
          const order = rows.get(item.orderHash);
          try {
            if (!order || !context) throw new AppError('not_found');
            return { orderHash: item.orderHash, prepared: await prepareFill(context, order, item.quantity) };
          } catch (error) {
            // A listing that cannot be bought now is left out of the transaction, not charged, and named.
            if (!isAppError(error) || error.status >= 500) throw error;
            return {
              orderHash: item.orderHash,
              skipped: { orderHash: item.orderHash, code: error.code, message: translate(error.code, locale) },
            };
          }
        }),
      );
      const prepared = outcomes.flatMap((outcome) => (outcome.prepared ? [outcome.prepared] : []));
      const skipped = outcomes.flatMap((outcome) => (outcome.skipped ? [outcome.skipped] : []));
      if (prepared.length === 0) throw new AppError('order_not_fillable', undefined, { details: { reason: 'nothing_fillable', skipped } });
      const { steps, transaction } = await transactionFor(context!, prepared, true);
      return { steps, transaction, skipped, included: prepared.map((entry) => entry.order.orderHash) };
    },
  };
}

function isDeclining(fill: FillRequest): boolean {
  return fill.components.consideration.some((item) => item.itemType === itemTypes.native && item.startAmount !== item.endAmount);
}

function uniqueByHash<T extends { orderHash: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.orderHash) && seen.add(item.orderHash));
}
