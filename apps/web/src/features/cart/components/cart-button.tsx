import { Button, Indicator } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCarts } from '../hooks/use-carts';
import { onCartOpenRequest } from '../model/cart-opener';

// The drawer (and the purchase code behind it) loads on the first click, not with every page.
const CartDrawer = lazy(() => import('./cart-drawer'));

/** The header's cart: how many listings wait in it, and the drawer to buy them. */
export function CartButton() {
  const { t } = useTranslation();
  const carts = useCarts();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const count = Object.values(carts).reduce((sum, items) => sum + items.length, 0);
  const open = () => {
    setLoaded(true);
    setOpened(true);
  };
  // A sweep opens the drawer on what it added (the setters are stable, so one subscription serves).
  useEffect(
    () =>
      onCartOpenRequest(() => {
        setLoaded(true);
        setOpened(true);
      }),
    [],
  );
  return (
    <>
      <Indicator label={count} size={16} disabled={count === 0} data-cart-count={count}>
        <Button variant="default" size="sm" onClick={open} data-action="open-cart">
          {t('cart.open')}
        </Button>
      </Indicator>
      {loaded && (
        <Suspense fallback={null}>
          <CartDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
