import type { Order } from '@nft/api-contract';

/** A listing in the cart, with what the drawer needs to show its live price without a request. */
export type CartItem = Pick<
  Order,
  'orderHash' | 'chain' | 'contract' | 'tokenId' | 'currency' | 'startPrice' | 'endPrice' | 'startTime' | 'endTime'
> & {
  name: string;
  /** The token's picture (its card-size copy) as the page that added it showed it; absent in carts saved before. */
  image?: string | null;
  /** Copies listed by the order (ERC-1155), to price a part of it. */
  listed: string;
  /** Copies to buy. */
  quantity: string;
};

export type Carts = Record<string, CartItem[]>;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;
type Listener = () => void;

// One key per chain: a cart is bought in one transaction, so it never mixes chains.
const prefix = 'cart.';
const maxItems = 50;

function parse(text: string | null): CartItem[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as CartItem[]).filter((item) => typeof item?.orderHash === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The carts of every chain, kept in localStorage (they survive a reload and are shared by the
 * browser's tabs) and mirrored in memory for React (useSyncExternalStore needs a stable snapshot).
 */
export function createCartStore(storage: Storage | undefined) {
  const listeners = new Set<Listener>();
  let carts: Carts = read();

  function read(): Carts {
    const next: Carts = {};
    if (!storage) return next;
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) {
        const items = parse(storage.getItem(key));
        if (items.length > 0) next[key.slice(prefix.length)] = items;
      }
    }
    return next;
  }

  function write(chain: string, items: CartItem[]) {
    carts = { ...carts };
    if (items.length === 0) delete carts[chain];
    else carts[chain] = items;
    try {
      if (items.length === 0) storage?.removeItem(prefix + chain);
      else storage?.setItem(prefix + chain, JSON.stringify(items));
    } catch {
      // A full or refused storage keeps the cart for this page only.
    }
    for (const listener of listeners) listener();
  }

  return {
    get: () => carts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    has: (chain: string, orderHash: string) => (carts[chain] ?? []).some((item) => item.orderHash === orderHash),
    /** Adds (or replaces) a listing; false when the chain's cart is full. */
    add(item: CartItem): boolean {
      const items = (carts[item.chain] ?? []).filter((entry) => entry.orderHash !== item.orderHash);
      if (items.length >= maxItems) return false;
      write(item.chain, [...items, item]);
      return true;
    },
    remove(chain: string, orderHashes: Iterable<string>) {
      const drop = new Set([...orderHashes].map((hash) => hash.toLowerCase()));
      write(
        chain,
        (carts[chain] ?? []).filter((item) => !drop.has(item.orderHash.toLowerCase())),
      );
    },
    /** Another tab changed the carts: read them again. */
    reload() {
      carts = read();
      for (const listener of listeners) listener();
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

const browserStorage = typeof window === 'undefined' ? undefined : window.localStorage;

export const cartStore = createCartStore(browserStorage);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(prefix)) cartStore.reload();
  });
}
