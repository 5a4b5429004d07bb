import { ActionIcon, Group, NumberInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clampQuantity } from '../model/mint-quantity';

/** How many to mint: 1 up to `max` (what this wallet may mint now), with minus and plus. */
export function QuantityPicker({
  value,
  max,
  disabled,
  onChange,
}: {
  value: number;
  max: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('studio');
  const off = disabled || max < 1;
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text size="sm" c="dimmed">
        {t('drops.quantity')}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="−"
        disabled={off || value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, max))}
        data-quantity-less
      >
        −
      </ActionIcon>
      <NumberInput
        value={value}
        min={1}
        max={Math.max(1, max)}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        hideControls
        w={64}
        disabled={off}
        aria-label={t('drops.quantity')}
        onChange={(next) => onChange(clampQuantity(Number(next), max))}
        data-quantity
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="+"
        disabled={off || value >= max}
        onClick={() => onChange(clampQuantity(value + 1, max))}
        data-quantity-more
      >
        +
      </ActionIcon>
    </Group>
  );
}
