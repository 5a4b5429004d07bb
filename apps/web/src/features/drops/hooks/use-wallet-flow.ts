import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { runWalletFlow, type FlowProgress, type FlowStep } from '../model/wallet-flow';

/**
 * A resumable run of wallet steps behind a stepper: `start` begins a new run, `retry` resumes a failed
 * one at its failed step (model/wallet-flow.ts), `reset` forgets it.
 */
export function useWalletFlow<Step extends string, Context>(steps: readonly FlowStep<Step, Context>[]) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<FlowProgress<Step, Context>>();
  const latest = useRef<FlowProgress<Step, Context>>(undefined);

  const describe = useCallback(
    (error: unknown): string => {
      if (isApiError(error)) return t(`errors.${error.code}` as 'errors.operation_error', { defaultValue: error.message });
      // WalletWriteError messages are already translated (wallet feature).
      return error instanceof Error ? error.message : String(error);
    },
    [t],
  );

  const run = useCallback(
    (initial: Context, from: FlowProgress<Step, Context> | undefined) =>
      runWalletFlow(steps, initial, from, describe, (next) => {
        latest.current = next;
        setProgress(next);
      }),
    [steps, describe],
  );

  const start = useCallback((initial: Context) => run(initial, undefined), [run]);
  const retry = useCallback(() => {
    const from = latest.current;
    return from?.status === 'failed' ? run(from.context, from) : Promise.resolve(from);
  }, [run]);
  const reset = useCallback(() => {
    latest.current = undefined;
    setProgress(undefined);
  }, []);
  return { progress, start, retry, reset };
}
