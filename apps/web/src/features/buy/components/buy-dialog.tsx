import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaObject } from '@nft/api-contract';
import { MediaImage } from '../../../components/media-image';
import { PriceLabel } from '../../../components/price-label';
import { useTokenBalance } from '../../../lib/chain-read/use-token-balance';
import { useWalletSession } from '../../wallet';
import type { Order } from '../api/buy-schemas';
import { useBuyListing } from '../hooks/use-buy-listing';
import { useNow } from '../hooks/use-now';
import { currentListingPrice, priceForQuantity } from '../model/current-price';
import { checkQuantity } from '../model/quantity-rule';
import classes from './buy-dialog.module.css';
import { PurchaseStepper } from './purchase-stepper';

type BuyDialogProps = {
  order: Order;
  name: string;
  /** The NFT's picture, shown beside its name as a checkout does. */
  image?: MediaObject | null | undefined;
  opened: boolean;
  onClose: () => void;
};

/** Quantity (ERC-1155), the price now, then the purchase with its progress. */
export function BuyDialog({ order, name, image, opened, onClose }: BuyDialogProps) {
  const { t } = useTranslation();
  const now = useNow();
  const { progress, pending, reset, buy } = useBuyListing();
  const session = useWalletSession();
  // What the buyer holds of the listing's currency, under the total (the purchase still checks it with the gas).
  const balance = useTokenBalance(order.chain, order.currency, session.status === 'disconnected' ? undefined : session.address);
  const [quantity, setQuantity] = useState('1');
  const [touched, setTouched] = useState(false);
  const available = BigInt(order.remainingQuantity);
  const multiple = BigInt(order.quantity) > 1n;
  const error = multiple ? checkQuantity(quantity, available) : undefined;
  const copies = multiple && !error ? BigInt(quantity.trim()) : 1n;
  const total = priceForQuantity(currentListingPrice(order, now), BigInt(order.quantity), multiple ? copies : BigInt(order.quantity));

  useEffect(() => {
    if (opened) {
      reset();
      setQuantity('1');
      setTouched(false);
    }
  }, [opened, reset]);

  const close = () => {
    // The purchase in flight finishes in the wallet either way; the dialog stays to show it.
    if (!pending) onClose();
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    void buy(order, multiple ? copies : BigInt(order.quantity));
  }

  const done = progress.status === 'done';
  return (
    <Modal opened={opened} onClose={close} title={t('buy.title', { name })} centered>
      <form onSubmit={submit} noValidate data-dialog="buy" data-order-hash={order.orderHash}>
        <Stack>
          <Group gap="sm" wrap="nowrap" data-buy-item>
            <MediaImage media={image ?? null} alt="" className={classes.thumb} />
            <Text fw={600} lineClamp={2}>
              {name}
            </Text>
          </Group>
          {multiple && (
            <TextInput
              label={t('buy.quantity')}
              description={t('buy.available', { count: Number(available) })}
              inputMode="numeric"
              value={quantity}
              disabled={pending || done}
              onChange={(event) => {
                setQuantity(event.currentTarget.value);
                setTouched(true);
              }}
              error={touched && error ? t(error.key, 'values' in error ? error.values : {}) : undefined}
              data-field="quantity"
            />
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('buy.total')}
            </Text>
            <div data-buy-total={total.toString()}>
              <PriceLabel chain={order.chain} amount={total.toString()} currency={order.currency} size="lg" />
            </div>
          </Group>
          {balance.data !== undefined && (
            <Group justify="space-between" data-buy-balance={balance.data.toString()}>
              <Text size="xs" c="dimmed">
                {t('buy.balance')}
              </Text>
              <PriceLabel chain={order.chain} amount={balance.data.toString()} currency={order.currency} size="xs" />
            </Group>
          )}
          <PurchaseStepper progress={progress} />
          <Group justify="flex-end">
            {done ? (
              <Button variant="default" onClick={onClose} data-action="close-buy">
                {t('buy.close')}
              </Button>
            ) : (
              <Button type="submit" loading={pending} data-action="confirm-buy">
                {progress.status === 'failed' ? t('buy.retry') : t('buy.confirm')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
