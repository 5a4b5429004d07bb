import { Alert, Button, CloseButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceLabel } from '../../../components/price-label';
import { paths } from '../../../config/paths';
import { useNow } from '../../buy/purchase';
import { useBuyCart } from '../hooks/use-buy-cart';
import { cartItemPrice, cartTotals } from '../model/cart-price';
import { cartStore, type CartItem } from '../model/cart-store';
import { CartThumbnail } from './cart-thumbnail';

/** One chain's cart: its listings with their price now, the total, "Buy all" and what came of it. */
export function CartChainSection({ chain, chainName, items }: { chain: string; chainName: string; items: CartItem[] }) {
  const { t } = useTranslation();
  const now = useNow();
  const { progress, pending, outcome, buyAll } = useBuyCart(chain);
  const totals = cartTotals(items, now);
  return (
    <Stack gap="sm" data-cart-chain={chain}>
      <Title order={3} size="h6">
        {chainName}
      </Title>
      {items.map((item) => (
        <Group key={item.orderHash} justify="space-between" wrap="nowrap" data-cart-item={item.orderHash}>
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <CartThumbnail src={item.image} />
            <div style={{ minWidth: 0 }}>
              <Text
                component={Link}
                to={paths.nftDetail(item.chain, item.contract, item.tokenId ?? '0')}
                size="sm"
                fw={600}
                truncate
                data-cart-item-name
              >
                {item.name}
              </Text>
              {BigInt(item.listed) > 1n && (
                <Text size="xs" c="dimmed">
                  {t('cart.quantity', { count: Number(item.quantity) })}
                </Text>
              )}
            </div>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <PriceLabel chain={chain} amount={cartItemPrice(item, now).toString()} currency={item.currency} />
            <CloseButton
              size="sm"
              aria-label={t('cart.remove')}
              disabled={pending}
              onClick={() => cartStore.remove(chain, [item.orderHash])}
              data-action="remove-from-cart"
            />
          </Group>
        </Group>
      ))}
      {items.length > 0 && (
        <Group justify="space-between" data-cart-total>
          <Text size="sm" fw={700}>
            {t('cart.total')}
          </Text>
          <Stack gap={0} align="flex-end">
            {[...totals].map(([currency, amount]) => (
              <PriceLabel key={currency} chain={chain} amount={amount.toString()} currency={currency} />
            ))}
          </Stack>
        </Group>
      )}
      {items.length > 0 && (
        <Button loading={pending} onClick={() => void buyAll(items)} data-action="buy-all">
          {t('cart.buy_all')}
        </Button>
      )}
      {progress.status === 'running' && (
        <Text size="sm" data-cart-progress={progress.step}>
          {t(`cart.progress_${progress.step}`)}
        </Text>
      )}
      {progress.status === 'failed' && progress.error && (
        <Alert color="red" title={t('cart.failed')} data-cart-error>
          {progress.error}
        </Alert>
      )}
      {outcome.skipped.length > 0 && (
        <Alert color="yellow" title={t('cart.skipped_title')} data-cart-skipped>
          <List size="sm">
            {outcome.skipped.map((item) => (
              <List.Item key={item.orderHash} data-cart-skipped-item={item.orderHash}>
                {item.name}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {outcome.bought.length > 0 && (
        <Alert color="green" title={t('cart.bought_title')} data-cart-bought>
          <List size="sm">
            {outcome.bought.map((item) => (
              <List.Item key={item.orderHash} data-cart-bought-item={item.orderHash}>
                {item.name}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
