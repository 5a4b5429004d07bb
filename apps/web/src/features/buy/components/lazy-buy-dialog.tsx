import { lazy, Suspense, type ComponentProps } from 'react';

// The purchase code (Seaport encoding, ABIs, the wallet calls and the stepper) loads when a buyer opens
// the dialog, not with the NFT page's first screen (docs/decisions/033-first-load-javascript.md).
const BuyDialog = lazy(() => import('./buy-dialog').then((module) => ({ default: module.BuyDialog })));

/** The buy dialog, loaded on first use; render it only while it is open. */
export function LazyBuyDialog(props: ComponentProps<typeof BuyDialog>) {
  return (
    <Suspense fallback={null}>
      <BuyDialog {...props} />
    </Suspense>
  );
}
