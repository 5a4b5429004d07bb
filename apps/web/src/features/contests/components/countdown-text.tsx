import { Group, Text } from '@mantine/core';
import type { ContestDetail } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';
import { nextChange } from '../model/phase-timeline';

/** "Voting ends in 2d 3h 4m 5s", ticking; `onElapsed` when the moment comes (the page reads the new phase). */
export function CountdownText({ contest, onElapsed }: { contest: ContestDetail; onElapsed: () => void }) {
  const { t } = useTranslation('studio');
  const change = nextChange(contest);
  const left = useCountdown(change?.at, onElapsed);
  if (!change || !left) return null;
  return (
    <Group gap="xs" data-countdown={change.next}>
      <Text size="sm" c="dimmed">
        {t(`contests.next_change.${change.next}`)}
      </Text>
      <Text size="sm" fw={700} ff="monospace" role="timer" aria-live="off">
        {t('contests.countdown', left)}
      </Text>
    </Group>
  );
}
