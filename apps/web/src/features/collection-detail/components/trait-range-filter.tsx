import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rangeError, type TraitRangeValue } from '../model/trait-range';

type TraitRangeFilterProps = {
  traitType: string;
  /** The lowest and highest value of the collection's items: the inputs' hints. */
  bounds: { min: string; max: string };
  /** The bounds applied (the URL's); the caller keys this component by them, so a change from outside resets it. */
  value: TraitRangeValue;
  onApply: (value: TraitRangeValue) => void;
};

/** A level's or a stat's filter, as OpenSea's numeric traits: a lowest and a highest value, either left open, applied. */
export function TraitRangeFilter({ traitType, bounds, value, onApply }: TraitRangeFilterProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const error = rangeError(draft);
  return (
    <Stack gap={6} data-trait-range={traitType}>
      <Group gap="xs" wrap="nowrap" grow>
        <TextInput
          size="xs"
          inputMode="decimal"
          aria-label={t('explore.filters.trait_min', { trait: traitType })}
          placeholder={bounds.min}
          value={draft.min}
          onChange={(event) => setDraft({ ...draft, min: event.currentTarget.value })}
          data-field="trait-min"
        />
        <TextInput
          size="xs"
          inputMode="decimal"
          aria-label={t('explore.filters.trait_max', { trait: traitType })}
          placeholder={bounds.max}
          value={draft.max}
          onChange={(event) => setDraft({ ...draft, max: event.currentTarget.value })}
          data-field="trait-max"
        />
      </Group>
      {error && (
        <Text size="xs" c="red" data-trait-range-error={error}>
          {t(`explore.filters.trait_range_${error}`)}
        </Text>
      )}
      <Button size="xs" variant="light" disabled={error !== undefined} onClick={() => onApply(draft)} data-action="apply-trait-range">
        {t('explore.filters.apply')}
      </Button>
    </Stack>
  );
}
