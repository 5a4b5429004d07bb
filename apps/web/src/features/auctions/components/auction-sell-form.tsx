import type { ListingBuildBody } from '@nft/api-contract';
import { Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfferCurrencies } from '../../offers';
import {
  auctionDurations,
  initialAuctionValues,
  toAuctionBuildBody,
  validateAuctionForm,
  type AuctionErrors,
  type AuctionFormValues,
  type AuctionedToken,
} from '../model/auction-form';

type AuctionSellFormProps = { token: AuctionedToken; disabled: boolean; checking: boolean; onSubmit: (body: ListingBuildBody) => void };

/** The sell page's "Highest bid" method (docs/product.md "Trading", Auctions): minimum bid, ERC-20, start and end. */
export function AuctionSellForm({ token, disabled, checking, onSubmit }: AuctionSellFormProps) {
  const { t } = useTranslation();
  const currencies = useOfferCurrencies(token.chain);
  const [values, setValues] = useState<AuctionFormValues>(initialAuctionValues);
  const [errors, setErrors] = useState<AuctionErrors>({});
  const currency = values.currency || currencies[0]?.address || '';
  const set = (patch: Partial<AuctionFormValues>) => setValues({ ...values, ...patch });
  const error = (field: keyof AuctionFormValues) => (errors[field] ? t(`auctions.form.errors.${errors[field]}`) : undefined);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const nowSeconds = Math.floor(Date.now() / 1000);
    const form = { ...values, currency };
    const found = validateAuctionForm(form, nowSeconds);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(toAuctionBuildBody(form, token, nowSeconds));
  }

  return (
    <form onSubmit={submit} noValidate data-auction-form>
      <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="md">
          <Text size="xs" c="dimmed">
            {t('auctions.form.hint')}
          </Text>
          <TextInput
            label={t('auctions.form.price')}
            inputMode="decimal"
            value={values.price}
            onChange={(event) => set({ price: event.currentTarget.value })}
            error={error('price')}
            data-field="min-bid"
            required
          />
          <NativeSelect
            label={t('auctions.form.currency')}
            value={currency}
            onChange={(event) => set({ currency: event.currentTarget.value })}
            data={currencies.map((entry) => ({ value: entry.address, label: entry.symbol }))}
            error={error('currency')}
            data-field="auction-currency"
          />
          <TextInput
            type="datetime-local"
            label={t('auctions.form.start_at')}
            description={t('auctions.form.start_hint')}
            value={values.startAt}
            onChange={(event) => set({ startAt: event.currentTarget.value })}
            error={error('startAt')}
            data-field="auction-start"
          />
          <NativeSelect
            label={t('auctions.form.duration')}
            value={values.duration}
            onChange={(event) => set({ duration: event.currentTarget.value as AuctionFormValues['duration'] })}
            data={auctionDurations.map((duration) => ({ value: duration, label: t(`auctions.form.durations.${duration}`) }))}
            data-field="auction-duration"
          />
          {values.duration === 'custom' && (
            <TextInput
              type="datetime-local"
              label={t('auctions.form.end_at')}
              value={values.endAt}
              onChange={(event) => set({ endAt: event.currentTarget.value })}
              error={error('endAt')}
              data-field="auction-end"
              required
            />
          )}
          {values.duration !== 'custom' && error('endAt') && (
            <Text size="xs" c="red">
              {error('endAt')}
            </Text>
          )}
          <Button type="submit" loading={checking} data-action="review-auction">
            {t('auctions.form.review')}
          </Button>
        </Stack>
      </fieldset>
    </form>
  );
}
