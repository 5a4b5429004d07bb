import { Stepper } from '@mantine/core';
import type { ContestDetail } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../model/localized';
import { phaseTimeline } from '../model/phase-timeline';

/** The four phases with their start dates; the running one is active, earlier ones completed. */
export function PhaseTimeline({ contest }: { contest: ContestDetail }) {
  const { t, i18n } = useTranslation('studio');
  const steps = phaseTimeline(contest);
  const active = steps.findIndex((step) => step.state === 'current');
  return (
    <Stepper
      // Before entries open no step runs (-1); in the results phase the last one does.
      active={active}
      size="sm"
      allowNextStepsSelect={false}
      aria-label={t('contests.timeline_label')}
      data-phase-timeline
    >
      {steps.map((step) => (
        <Stepper.Step
          key={step.phase}
          label={t(`contests.phase.${step.phase}`)}
          description={formatMoment(step.startsAt, i18n.language)}
          data-phase-step={step.phase}
          data-state={step.state}
        />
      ))}
    </Stepper>
  );
}
