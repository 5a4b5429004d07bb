import { Button, Group, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceRangeInvalid } from '../model/nft-filters';
import { FilterSection } from './filter-section';

type PriceFilterProps = {
  min: string;
  max: string;
  /** Currency the amounts are typed in (whole units). */
  symbol: string;
  decimals: number;
  onApply: (min: string, max: string) => void;
};

const amountPattern = /^\d{0,60}(\.\d{0,30})?$/;

/** Price min/max in whole units; a minimum not below the maximum is refused with the spec's message. */
export function PriceFilter({ min, max, symbol, decimals, onApply }: PriceFilterProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ min, max });
  useEffect(() => setDraft({ min, max }), [min, max]);
  const invalid = priceRangeInvalid(draft.min, draft.max, decimals);
  const field = (key: 'min' | 'max') => (
    <TextInput
      value={draft[key]}
      onChange={(event) => {
        const next = event.currentTarget.value.trim();
        if (amountPattern.test(next)) setDraft((current) => ({ ...current, [key]: next }));
      }}
      placeholder={t(`explore.filters.${key}`)}
      aria-label={t(`explore.filters.${key}`)}
      inputMode="decimal"
      error={key === 'max' && invalid}
      style={{ flex: 1 }}
      data-price={key}
    />
  );
  return (
    <FilterSection title={t('explore.filters.price')}>
      <Text size="xs" c="dimmed">
        {t('explore.filters.price_hint', { symbol })}
      </Text>
      <Group gap="xs" wrap="nowrap">
        {field('min')}
        {field('max')}
      </Group>
      {invalid && (
        <Text size="xs" c="red.7" role="alert" data-price-error>
          {t('validation.price_range')}
        </Text>
      )}
      <Button size="xs" variant="light" disabled={invalid} onClick={() => onApply(draft.min, draft.max)} data-price-apply>
        {t('explore.filters.apply')}
      </Button>
    </FilterSection>
  );
}
