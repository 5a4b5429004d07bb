import type { Address, Hex } from 'viem';
import { fromOrderComponentsJson, type FillRequest, type OrderComponentsInput } from '@nft/seaport';
import type { ChainOrderReader } from './chain-order-reader';
import { assertBookAllowsFill, assertChainAllowsFill, fillFraction, notFillable } from './fill-eligibility';
import type { FillableOrderRow } from './order-fill.repository';
import { authorisationLifetimeSeconds, type ZoneAuthoriser } from './zone-authorisation';

/** What every fill of one request shares: the chain, its Seaport, the buyer and the clock. */
export type FillContext = {
  chainId: number;
  seaport: Address;
  /** The marketplace's current zone on this chain; a listing restricted to another one is never authorised. */
  zone: Address;
  reader: ChainOrderReader;
  authorise: ZoneAuthoriser;
  buyer: Address;
  /** Wall-clock unix seconds: the book's time checks count from it (the next block's time is about now). */
  nowSeconds: number;
  /** The latest block's timestamp: the fill cannot be mined earlier, so prices are computed for it. */
  chainTime: bigint;
};

export type PreparedFill = { order: FillableOrderRow; fill: FillRequest; units: bigint };

/**
 * Checks one listing against the book and the chain, picks the fraction to buy, and signs the zone's
 * authorisation for this buyer only (the zone checks the fulfiller), valid for a few minutes.
 * Throws the AppError a client should see when the listing cannot be bought now.
 */
export async function prepareFill(context: FillContext, order: FillableOrderRow, quantity: number | undefined): Promise<PreparedFill> {
  const bookRemaining = assertBookAllowsFill(order, context.buyer, context.nowSeconds);
  const components = fromOrderComponentsJson(order.parameters as OrderComponentsInput);
  // After a zone change the old zone's listings stay unfillable: they were signed for another authoriser.
  if (components.zone !== context.zone) throw notFillable('zone_changed');
  const orderHash = order.orderHash as Hex;
  const chainRemaining = assertChainAllowsFill(order, await context.reader.orderState(context.seaport, orderHash, components.offerer));
  const remaining = bookRemaining < chainRemaining ? bookRemaining : chainRemaining;
  const { numerator, denominator, units } = fillFraction(order, quantity, remaining);
  // From the later of both clocks, so a chain running ahead of this server still gets the full lifetime.
  const from = context.chainTime > BigInt(context.nowSeconds) ? context.chainTime : BigInt(context.nowSeconds);
  const expiry = from + BigInt(authorisationLifetimeSeconds);
  const extraData = await context.authorise({
    chainId: context.chainId,
    zone: context.zone,
    orderHash,
    fulfiller: context.buyer,
    expiry,
  });
  return { order, units, fill: { components, signature: order.signature as Hex, numerator, denominator, extraData } };
}
