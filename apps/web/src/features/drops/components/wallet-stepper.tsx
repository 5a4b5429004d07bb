import { Alert, Button, Group, Loader, Stepper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FlowProgress } from '../model/wallet-flow';

export type WalletStepperProps<Step extends string> = {
  /** The steps shown, in order (a skipped one, such as approve for a native price, is left out). */
  steps: readonly Step[];
  progress: FlowProgress<Step, unknown>;
  label: (step: Step) => string;
  text: (step: Step) => string;
  failedTitle: string;
  retryLabel: string;
  startOverLabel: string;
  onRetry: () => void;
  onStartOver: () => void;
  /** What the run gave, shown when done. */
  children?: ReactNode;
};

/** Where a wallet run is, what failed and the way on (retry that step, or start over). */
export function WalletStepper<Step extends string>(props: WalletStepperProps<Step>) {
  const { steps, progress, label, text } = props;
  const index = Math.max(0, steps.indexOf(progress.step));
  const active = index + (progress.status === 'done' ? 1 : 0);
  const failed = progress.status === 'failed';
  return (
    <div data-wallet-stepper data-step={progress.step} data-status={progress.status}>
      <Stepper active={active} size="xs" allowNextStepsSelect={false}>
        {steps.map((step, position) => (
          <Stepper.Step
            key={step}
            label={label(step)}
            loading={progress.status === 'running' && position === active}
            color={failed && position === active ? 'red' : undefined}
            data-step={step}
          />
        ))}
      </Stepper>
      {progress.status === 'running' ? (
        <Group gap="xs" mt="sm">
          <Loader size="xs" />
          <Text size="sm">{text(progress.step)}</Text>
        </Group>
      ) : null}
      {failed ? (
        <Alert color="red" mt="sm" title={props.failedTitle} data-wallet-error>
          <Text size="sm" mb="sm">
            {progress.error}
          </Text>
          <Group gap="sm">
            <Button size="xs" onClick={props.onRetry} data-wallet-retry>
              {props.retryLabel}
            </Button>
            <Button size="xs" variant="default" onClick={props.onStartOver}>
              {props.startOverLabel}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {progress.status === 'done' ? props.children : null}
    </div>
  );
}
