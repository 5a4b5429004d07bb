import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCountdown, type DropPhase } from '../model/drop-phase';

const colors: Record<DropPhase, string> = {
  pending: 'gray',
  upcoming: 'blue',
  allowlist: 'grape',
  public: 'green',
  ended: 'gray',
  soldOut: 'red',
};

/** The phase as a badge, and the time left until the next one (on the chain's clock). */
export function PhaseCountdown({ phase, now, next }: { phase: DropPhase; now: number; next: number | null }) {
  const { t } = useTranslation('studio');
  const counting = next !== null && (phase === 'upcoming' || phase === 'allowlist' || phase === 'public');
  return (
    <Group gap="sm" wrap="nowrap" mih={28}>
      <Badge color={colors[phase]} variant="light" size="lg" data-drop-phase={phase}>
        {t(`drops.phase.${phase}`)}
      </Badge>
      {counting ? (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t(`drops.countdown.${phase}`)}
          </Text>
          <Text fw={700} ff="monospace" data-countdown={next - now}>
            {formatCountdown(next - now)}
          </Text>
        </Group>
      ) : null}
    </Group>
  );
}
