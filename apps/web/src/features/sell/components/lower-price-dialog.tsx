import type { Order } from '@nft/api-contract';
import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnits } from '../../../lib/price/format-price';
import { cancelOrder } from '../api/orders-api';
import { useChainEntry } from '../hooks/use-chain-entry';
import { useListFlow } from '../hooks/use-list-flow';
import { currentUnitPrice, lowerPriceBody, lowerPriceError, type LowerPriceError } from '../model/lower-price';
import { ListReview } from './list-review';

type LowerPriceDialogProps = { order: Order; opened: boolean; onClose: () => void };

/** Lower a listing's price for free: a new signature at the lower price, then the old order is cancelled gas-free. */
export function LowerPriceDialog({ order, opened, onClose }: LowerPriceDialogProps) {
  const { t } = useTranslation();
  const unit = useChainEntry(order.chain).currency(order.currency);
  const [price, setPrice] = useState('');
  const [error, setError] = useState<LowerPriceError>();
  const flow = useListFlow({
    onListed: async () => {
      await cancelOrder(order.chain, order.orderHash);
      onClose();
    },
  });
  const unitPrice = currentUnitPrice(order).toString();
  const current = unit ? `${formatUnits(unitPrice, unit.decimals)} ${unit.symbol}` : unitPrice;
  const running = flow.progress?.status === 'running';

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = lowerPriceError(price, order, unit?.decimals ?? 18);
    setError(found);
    if (!found) void flow.check(lowerPriceBody(order, price, Math.floor(Date.now() / 1000)));
  }

  return (
    <Modal opened={opened} onClose={() => !running && onClose()} title={t('sell.manage.lower_title')} centered>
      <Stack gap="md" data-lower-price-dialog>
        <Text size="sm" c="dimmed">
          {t('sell.manage.lower_hint')}
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('sell.manage.new_price')}
              description={current}
              inputMode="decimal"
              value={price}
              disabled={flow.checked !== undefined}
              onChange={(event) => setPrice(event.currentTarget.value)}
              error={
                error && (error === 'lower_too_high' ? t('sell.manage.lower_too_high', { amount: current }) : t(`sell.errors.${error}`))
              }
              data-field="newPrice"
            />
            {!flow.checked && (
              <Button type="submit" loading={flow.checking} data-action="review-lower-price">
                {t('sell.manage.lower_submit')}
              </Button>
            )}
          </Stack>
        </form>
        {flow.checked && (
          <ListReview checked={flow.checked} progress={flow.progress} onConfirm={() => void flow.start()} onEdit={flow.reset} />
        )}
      </Stack>
    </Modal>
  );
}
