import { Alert, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { purchaseSteps, type PurchaseProgress } from '../model/purchase-flow';

/** Check, wallet, block, marketplace: where a purchase is and, if it failed, why. */
export function PurchaseStepper({ progress }: { progress: PurchaseProgress }) {
  const { t } = useTranslation();
  if (progress.status === 'idle') return null;
  const active = purchaseSteps.indexOf(progress.step) + (progress.status === 'done' ? 1 : 0);
  const failed = progress.status === 'failed';
  return (
    <div data-buy-progress data-buy-step={progress.step} data-buy-status={progress.status}>
      <Stepper active={active} size="xs" allowNextStepsSelect={false}>
        {purchaseSteps.map((step, index) => (
          <Stepper.Step
            key={step}
            label={t(`buy.step_${step}`)}
            loading={progress.status === 'running' && index === active}
            color={failed && index === active ? 'red' : undefined}
          />
        ))}
      </Stepper>
      {progress.status === 'running' && (
        <Text size="sm" mt="xs">
          {t(`buy.step_${progress.step}_text`)}
        </Text>
      )}
      {failed && (
        <Alert color="red" mt="sm" title={t('buy.failed')}>
          <span data-buy-error>{progress.error}</span>
        </Alert>
      )}
      {progress.status === 'done' && (
        <Alert color={progress.slow ? 'yellow' : 'green'} mt="sm" data-buy-done>
          {progress.slow ? t('buy.slow') : t('buy.success')}
        </Alert>
      )}
    </div>
  );
}
