import { Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionAttributes } from '@nft/api-contract';

type TraitValue = CollectionAttributes['traits'][number]['values'][number];

type TraitValueListProps = {
  traitType: string;
  values: readonly TraitValue[];
  /** Writes a floor in the collection's currency. */
  price: (amount: string) => string;
};

/** Beyond this many values a trait type's list gets a search box, as OpenSea's and Magic Eden's do. */
const searchFrom = 9;

/**
 * A text trait's values as checkboxes of the surrounding `Checkbox.Group` (`type:value`), each with its count and, when
 * some of its items are on sale, its floor; a long list is searched by a part of the value.
 */
export function TraitValueList({ traitType, values, price }: TraitValueListProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = needle === '' ? values : values.filter((entry) => entry.value.toLowerCase().includes(needle));
  return (
    <Stack gap={6}>
      {values.length >= searchFrom && (
        <TextInput
          size="xs"
          placeholder={t('explore.filters.trait_search')}
          aria-label={t('explore.filters.trait_search_label', { trait: traitType })}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          data-trait-search={traitType}
        />
      )}
      {shown.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('explore.filters.trait_search_none')}
        </Text>
      )}
      {shown.map((entry) => (
        <Checkbox
          key={entry.value}
          value={`${traitType}:${entry.value}`}
          styles={{ body: { alignItems: 'center' }, labelWrapper: { flex: 1, minWidth: 0 } }}
          label={
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate>{`${entry.value} (${entry.count})`}</Text>
              {entry.floorPrice !== null && (
                <Text
                  size="xs"
                  c="dimmed"
                  style={{ whiteSpace: 'nowrap' }}
                  data-trait-floor={entry.floorPrice}
                  data-trait-value={`${traitType}:${entry.value}`}
                >
                  {t('explore.filters.trait_floor', { price: price(entry.floorPrice) })}
                </Text>
              )}
            </Group>
          }
          data-trait-filter={`${traitType}:${entry.value}`}
        />
      ))}
    </Stack>
  );
}
