import { Alert, Button, NativeSelect, SegmentedControl, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChainEntry } from '../hooks/use-chain-entry';
import { usePriceText } from '../../../lib/price/use-price-text';
import { belowFloor } from '../model/below-floor';
import { expiryPresets } from '../model/expiry';
import type { MarketPrice } from '../model/picked-price';
import { validateSellForm, type SellContext, type SellErrors, type SellFormValues, type SellMethod } from '../model/sell-form';

type SellFormProps = {
  chain: string;
  values: SellFormValues;
  onChange: (values: SellFormValues) => void;
  context: Omit<SellContext, 'nowSeconds'>;
  disabled: boolean;
  checking: boolean;
  onSubmit: (values: SellFormValues, nowSeconds: number) => void;
  /** The "Highest bid" method's form (features/auctions). */
  bidForm?: React.ReactNode;
  /** The collection's floor: a price below it is pointed out before the review. */
  floor?: MarketPrice;
};

/** The listing setup's form (docs/product.md, spec section 4): method, price, quantity, currency, times and a private buyer. */
export function SellForm({ chain, values, onChange, context, disabled, checking, onSubmit, bidForm, floor }: SellFormProps) {
  const { t } = useTranslation();
  const { entry } = useChainEntry(chain);
  const [errors, setErrors] = useState<SellErrors>({});
  const set = (patch: Partial<SellFormValues>) => onChange({ ...values, ...patch });
  const error = (field: keyof SellFormValues) => (errors[field] ? t(`sell.errors.${errors[field]}`) : undefined);
  const declining = values.kind === 'declining';
  const floorText = usePriceText(chain, floor?.currency);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const nowSeconds = Math.floor(Date.now() / 1000);
    const found = validateSellForm(values, { ...context, nowSeconds });
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values, nowSeconds);
  }

  const methodTabs = (
    <Tabs value={values.method} onChange={(method) => method && set({ method: method as SellMethod })}>
      <Tabs.List aria-label={t('sell.methods.label')}>
        <Tabs.Tab value="price" data-method="price">
          {t('sell.methods.price')}
        </Tabs.Tab>
        <Tabs.Tab value="schedule" data-method="schedule">
          {t('sell.methods.schedule')}
        </Tabs.Tab>
        <Tabs.Tab value="bid" data-method="bid">
          {t('sell.methods.bid')}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
  // Highest bid is the auctions feature's own form (minimum bid, ERC-20, start, end); a form of its own, not nested in this one.
  if (values.method === 'bid') {
    return (
      <Stack gap="md" data-sell-method="bid">
        {methodTabs}
        {bidForm}
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-sell-form>
      <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="md">
          {methodTabs}
          <SegmentedControl
            value={values.kind}
            onChange={(kind) => set({ kind: kind as SellFormValues['kind'] })}
            data={[
              { value: 'fixed', label: t('sell.kinds.fixed') },
              { value: 'declining', label: t('sell.kinds.declining') },
            ]}
            data-field="kind"
          />
          <Text size="xs" c="dimmed">
            {t(`sell.kind_hint.${values.kind}`)}
          </Text>
          <TextInput
            label={declining ? t('sell.fields.start_price') : t('sell.fields.price')}
            description={context.multiple ? t('sell.fields.price_each') : undefined}
            inputMode="decimal"
            value={values.price}
            onChange={(event) => set({ price: event.currentTarget.value })}
            error={error('price')}
            data-field="price"
            required
          />
          {declining && (
            <TextInput
              label={t('sell.fields.end_price')}
              inputMode="decimal"
              value={values.endPrice}
              onChange={(event) => set({ endPrice: event.currentTarget.value })}
              error={error('endPrice')}
              data-field="endPrice"
              required
            />
          )}
          {floor && <BelowFloor share={belowFloor(values, floor, entry)} floor={floorText(floor.amount)} />}
          <NativeSelect
            label={t('sell.fields.currency')}
            value={values.currency}
            onChange={(event) => set({ currency: event.currentTarget.value })}
            data={(entry?.paymentTokens ?? []).map((token) => ({ value: token.address, label: token.symbol }))}
            data-field="currency"
          />
          {context.multiple && (
            <TextInput
              label={t('sell.fields.quantity')}
              description={t('sell.you_hold', { count: Number(context.held) })}
              inputMode="numeric"
              value={values.quantity}
              onChange={(event) => set({ quantity: event.currentTarget.value })}
              error={error('quantity')}
              data-field="quantity"
              required
            />
          )}
          {values.method === 'schedule' && (
            <TextInput
              type="datetime-local"
              label={t('sell.fields.start_at')}
              value={values.startAt}
              onChange={(event) => set({ startAt: event.currentTarget.value })}
              error={error('startAt')}
              data-field="startAt"
              required
            />
          )}
          <NativeSelect
            label={t('sell.fields.expiry')}
            value={values.expiry}
            onChange={(event) => set({ expiry: event.currentTarget.value as SellFormValues['expiry'] })}
            data={[...expiryPresets, 'custom' as const].map((preset) => ({ value: preset, label: t(`sell.expiry.${preset}`) }))}
            data-field="expiry"
          />
          {values.expiry === 'custom' && (
            <TextInput
              type="datetime-local"
              label={t('sell.fields.end_at')}
              value={values.endAt}
              onChange={(event) => set({ endAt: event.currentTarget.value })}
              error={error('endAt')}
              data-field="endAt"
              required
            />
          )}
          {values.expiry !== 'custom' && error('endAt') && (
            <Text size="xs" c="red">
              {error('endAt')}
            </Text>
          )}
          <TextInput
            label={t('sell.fields.private_buyer')}
            description={t('sell.fields.private_buyer_hint')}
            placeholder="0x…"
            value={values.privateBuyer}
            onChange={(event) => set({ privateBuyer: event.currentTarget.value })}
            error={error('privateBuyer')}
            data-field="privateBuyer"
          />
          <Button type="submit" loading={checking} data-action="review">
            {t('sell.review')}
          </Button>
        </Stack>
      </fieldset>
    </form>
  );
}

/** "This price is 37% below the collection floor (0.05 ETH)": said under the price, never refused (docs/product.md "Trading"). */
function BelowFloor({ share, floor }: { share: number | null; floor: string }) {
  const { t, i18n } = useTranslation();
  if (share === null) return null;
  // Whole percents, at least 1: "0% below" would read as no warning at all.
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(Math.max(1, Math.floor(share * 100)) / 100);
  return (
    <Alert color="yellow" variant="light" data-below-floor={share}>
      {t('sell.below_floor', { percent, floor })}
    </Alert>
  );
}
