import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import type { Order } from '../../buy/purchase';
import { useCarts } from '../hooks/use-carts';
import { cartStore } from '../model/cart-store';
import { toCartItem, type CartImage } from '../model/to-cart-item';

/** Adds one listing to its chain's cart; shows "In cart" once it is there (a click then removes it). */
export function AddToCartButton({ order, name, image, size = 'sm' }: { order: Order; name: string; image?: CartImage; size?: string }) {
  const { t } = useTranslation();
  const carts = useCarts();
  const inCart = (carts[order.chain] ?? []).some((item) => item.orderHash === order.orderHash.toLowerCase());
  return (
    <Button
      size={size}
      variant={inCart ? 'light' : 'default'}
      aria-pressed={inCart}
      data-action="add-to-cart"
      data-in-cart={inCart || undefined}
      onClick={() => {
        if (inCart) return cartStore.remove(order.chain, [order.orderHash]);
        if (cartStore.add(toCartItem(order, name, image))) toast.success({ message: t('cart.added') });
      }}
    >
      {inCart ? t('cart.in_cart') : t('cart.add')}
    </Button>
  );
}
