import { useSyncExternalStore } from 'react';
import { cartStore, type Carts } from '../model/cart-store';

/** Every chain's cart, re-rendering on each change (this tab's or another's). */
export function useCarts(): Carts {
  return useSyncExternalStore(cartStore.subscribe, cartStore.get);
}
