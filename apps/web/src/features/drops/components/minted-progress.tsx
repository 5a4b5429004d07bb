import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mintedPercent } from '../model/drop-phase';

/** Minted of supply, in words and as a bar. */
export function MintedProgress({ minted, supply }: { minted: number; supply: number }) {
  const { t } = useTranslation('studio');
  const percent = mintedPercent(minted, supply);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} data-minted={minted} data-supply={supply}>
        {t('drops.minted_of', { minted: minted.toLocaleString(), supply: supply.toLocaleString() })}
      </Text>
      <Progress value={percent} size="md" radius="xl" aria-label={t('drops.minted_of', { minted, supply })} />
    </Stack>
  );
}
