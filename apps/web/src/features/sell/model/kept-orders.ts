import type { OrderComponentsJson } from '@nft/api-contract';

// The signed OrderComponents of the listings made in this browser, by chain and order hash: Seaport's
// on-chain `cancel` takes the whole order. This copy saves a request; a listing made elsewhere is
// cancelled on chain with the parameters GET /v1/orders/{chain}/{orderHash} serves.
const storageKey = 'sell.keptOrders';

type Kept = Record<string, OrderComponentsJson>;

function read(): Kept {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey);
    return raw ? (JSON.parse(raw) as Kept) : {};
  } catch {
    return {};
  }
}

const keyOf = (chain: string, orderHash: string) => `${chain}:${orderHash.toLowerCase()}`;

export function keepOrder(chain: string, orderHash: string, parameters: OrderComponentsJson): void {
  try {
    globalThis.localStorage?.setItem(storageKey, JSON.stringify({ ...read(), [keyOf(chain, orderHash)]: parameters }));
  } catch {
    // A full or disabled storage only loses the on-chain cancel shortcut.
  }
}

export function keptOrder(chain: string, orderHash: string): OrderComponentsJson | undefined {
  return read()[keyOf(chain, orderHash)];
}
