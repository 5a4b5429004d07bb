/**
 * Asks the header's cart to open its drawer (after a sweep filled it). The drawer belongs to the cart button, which
 * listens; an event keeps the pages that fill the cart free of a reference to it.
 */
const eventName = 'nft-cart:open';

export function openCart(): void {
  window.dispatchEvent(new Event(eventName));
}

/** Calls `open` whenever something asks for the cart; answers the unsubscribe. */
export function onCartOpenRequest(open: () => void): () => void {
  window.addEventListener(eventName, open);
  return () => window.removeEventListener(eventName, open);
}
