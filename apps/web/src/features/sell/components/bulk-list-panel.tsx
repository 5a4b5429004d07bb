import { Button, Card, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListFlow } from '../hooks/use-list-flow';
import { bulkBuildBody, bulkItemKey, bulkPriceErrors, type BulkItem } from '../model/bulk-listing';
import { expiryPresets, type ExpiryPreset } from '../model/expiry';
import type { SellFieldError } from '../model/sell-form';
import { ListReview } from './list-review';

type BulkListPanelProps = { items: BulkItem[]; onListed: () => void };

/** Bulk listing (docs/product.md "Trading"): a price for each selected NFT, approvals for what is missing, one signature. */
export function BulkListPanel({ items, onListed }: BulkListPanelProps) {
  const { t } = useTranslation();
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [expiry, setExpiry] = useState<ExpiryPreset>('1m');
  const [errors, setErrors] = useState<Record<string, SellFieldError>>({});
  const flow = useListFlow({ onListed });
  const names = items.map((item) => item.name ?? `#${item.tokenId}`);
  const locked = flow.checked !== undefined || flow.checking;
  const selection = items.map(bulkItemKey).join(',');
  const { reset } = flow;
  // Another selection is another listing: a review built for the previous one is dropped.
  useEffect(() => reset(), [selection, reset]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = bulkPriceErrors(items, prices);
    setErrors(found);
    if (items.length > 0 && Object.keys(found).length === 0) {
      void flow.check(bulkBuildBody(items, prices, expiry, Math.floor(Date.now() / 1000)));
    }
  }

  return (
    <Card withBorder radius="lg" padding="md" data-bulk-list>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('sell.bulk.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('sell.bulk.hint')}
        </Text>
        <form onSubmit={submit} noValidate>
          <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0 }}>
            <Stack gap="sm">
              {items.map((item, index) => {
                const key = bulkItemKey(item);
                return (
                  <TextInput
                    key={key}
                    label={t('sell.bulk.price_of', { name: names[index] })}
                    inputMode="decimal"
                    value={prices[key] ?? ''}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setPrices((current) => ({ ...current, [key]: value }));
                    }}
                    error={errors[key] && t(`sell.errors.${errors[key]}`)}
                    data-bulk-price={key}
                  />
                );
              })}
              <NativeSelect
                label={t('sell.fields.expiry')}
                value={expiry}
                onChange={(event) => setExpiry(event.currentTarget.value as ExpiryPreset)}
                data={expiryPresets.map((preset) => ({ value: preset, label: t(`sell.expiry.${preset}`) }))}
                data-field="expiry"
              />
              <Button type="submit" loading={flow.checking} disabled={items.length === 0} data-action="review-bulk">
                {t('sell.bulk.list_selected', { count: items.length })}
              </Button>
            </Stack>
          </fieldset>
        </form>
        {flow.checked && (
          <ListReview
            checked={flow.checked}
            progress={flow.progress}
            names={names}
            onConfirm={() => void flow.start()}
            onEdit={flow.reset}
          />
        )}
      </Stack>
    </Card>
  );
}
