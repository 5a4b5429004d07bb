import { orderComponentsSchema, type OrderComponentsJson } from '@nft/api-contract';
import { fromOrderComponentsJson, type OrderComponents } from '@nft/seaport';

export type SignedComponentsSources = {
  /** What this browser kept when it made the listing (no request needed). */
  kept(): OrderComponentsJson | undefined;
  /** The book's copy: GET /v1/orders/{chain}/{orderHash} serves the signed parameters of any order. */
  fromApi(): Promise<OrderComponentsJson | undefined>;
};

/**
 * The signed OrderComponents Seaport's on-chain `cancel` needs (docs/product.md "Trading", managing
 * listings): this browser's copy when it made the listing, else the API's, so a listing made in
 * another browser or wallet app is cancellable on chain too. Undefined only when neither answers
 * (the API unreachable); the caller then reports the failure and the gas-free cancel still works.
 */
export async function signedComponents(sources: SignedComponentsSources): Promise<OrderComponents | undefined> {
  const json = sources.kept() ?? (await sources.fromApi().catch(() => undefined));
  return json ? fromOrderComponentsJson(orderComponentsSchema.parse(json)) : undefined;
}
