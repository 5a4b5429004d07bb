import { Badge } from '@mantine/core';
import type { ContestPhase } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';

const colors: Record<ContestPhase, string> = { upcoming: 'gray', entries: 'teal', voting: 'violet', judging: 'orange', results: 'blue' };

/** The contest's phase as the API judged it. Dark text on the tint keeps the contrast readable. */
export function PhaseBadge({ phase }: { phase: ContestPhase }) {
  const { t } = useTranslation('studio');
  return (
    <Badge variant="light" color={colors[phase]} c="dark.7" data-contest-phase={phase}>
      {t(`contests.phase.${phase}`)}
    </Badge>
  );
}
