import { Alert, Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderBuildResponse } from '@nft/api-contract';
import { phasesOf, type OrderStepsProgress } from '../model/order-steps';

/** Wrap (when needed), approve (when needed), sign, post: where an offer or a bid is, and why it failed. */
export function OrderStepsStepper({
  build,
  progress,
}: {
  build: Pick<OrderBuildResponse, 'steps'>;
  progress: OrderStepsProgress | undefined;
}) {
  const { t } = useTranslation();
  if (!progress) return null;
  const phases = phasesOf(build);
  const active = progress.status === 'done' ? phases.length : phases.indexOf(progress.phase);
  const failed = progress.status === 'failed';
  return (
    <div data-order-steps data-order-phase={progress.phase} data-order-status={progress.status}>
      <Stepper active={active} size="xs" allowNextStepsSelect={false}>
        {phases.map((phase, index) => (
          <Stepper.Step
            key={phase}
            label={t(`offers.steps.${phase}`)}
            loading={progress.status === 'running' && index === active}
            color={failed && index === active ? 'red' : undefined}
          />
        ))}
      </Stepper>
      {failed && (
        <Alert color="red" mt="sm" data-order-error>
          {progress.error}
        </Alert>
      )}
    </div>
  );
}
