import { Alert, Button, Group, Loader, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listSteps, type ListProgress, type ListStep } from '../model/list-flow';

export type ListStepperProps = {
  progress: ListProgress | undefined;
  /** Build steps of each kind: none means the step is shown as not needed. */
  itemApprovals: number;
  tokenApprovals: number;
  onRetry: () => void;
};

/**
 * The listing's wallet steps and where the run is (docs/product.md, spec section 4). "Initialise the
 * account" is always done (docs/decisions/030); an approval with nothing to send says so.
 */
export function ListStepper({ progress, itemApprovals, tokenApprovals, onRetry }: ListStepperProps) {
  const { t } = useTranslation();
  const current: ListStep = progress?.step ?? 'initialize';
  const done = progress?.status === 'done';
  // Before the run, initialise is already complete; the stepper then points at the next step.
  const active = done ? listSteps.length : Math.max(1, listSteps.indexOf(current));
  const failed = progress?.status === 'failed';
  const text = (step: ListStep): string => {
    if (step === 'approve_item' && itemApprovals === 0) return t('sell.steps.approve_item_done');
    if (step === 'approve_token' && tokenApprovals === 0) return t('sell.steps.approve_token_none');
    return t(`sell.steps.${step}_text`);
  };
  return (
    <div data-list-stepper data-list-step={current} data-list-status={progress?.status ?? 'idle'}>
      <Stepper active={active} size="sm" orientation="vertical" allowNextStepsSelect={false}>
        {listSteps.map((step, index) => (
          <Stepper.Step
            key={step}
            label={t(`sell.steps.${step}`)}
            description={text(step)}
            loading={progress?.status === 'running' && index === active}
            color={failed && index === active ? 'red' : undefined}
            data-step={step}
          />
        ))}
      </Stepper>
      {progress?.status === 'running' && (
        <Group gap="xs" mt="md">
          <Loader size="xs" />
          <Text size="sm">{text(current)}</Text>
        </Group>
      )}
      {failed && (
        <Alert color="red" mt="md" title={t('sell.failed')} data-list-error>
          <Text size="sm" mb="sm">
            {progress.error}
          </Text>
          <Button size="xs" onClick={onRetry} data-list-retry>
            {t('sell.retry_step')}
          </Button>
        </Alert>
      )}
    </div>
  );
}
