/**
 * A run of wallet steps (deploy a drop, mint from it) that can be resumed: each step adds to the
 * context what it learned (the created drop, the transaction hash, the receipt), and a retry after a
 * failure starts at the failed step with that context, so a retry never creates or sends twice.
 */
export type FlowProgress<Step extends string, Context> = {
  /** The step running, failed, or (when `done`) the last one. */
  step: Step;
  status: 'running' | 'failed' | 'done';
  error?: string;
  context: Context;
};

export type FlowStep<Step extends string, Context> = {
  step: Step;
  /** Left out when the context already has what the step would produce (or it does not apply). */
  skip?: (context: Context) => boolean;
  run: (context: Context) => Promise<Partial<Context>>;
  /**
   * On failure: the step to resume at and what to forget (e.g. a reverted transaction must be sent
   * again, so its hash is dropped and the retry starts at signing). Default: retry this step as it is.
   */
  rewind?: (error: unknown, context: Context) => { step: Step; forget: Partial<Context> } | undefined;
};

export async function runWalletFlow<Step extends string, Context>(
  steps: readonly FlowStep<Step, Context>[],
  initial: Context,
  from: FlowProgress<Step, Context> | undefined,
  describe: (error: unknown) => string,
  report: (progress: FlowProgress<Step, Context>) => void,
): Promise<FlowProgress<Step, Context>> {
  const startAt = from
    ? Math.max(
        0,
        steps.findIndex((entry) => entry.step === from.step),
      )
    : 0;
  let progress: FlowProgress<Step, Context> = { step: steps[startAt]!.step, status: 'running', context: from?.context ?? initial };
  const update = (next: Partial<FlowProgress<Step, Context>>) => {
    progress = { ...progress, ...next };
    report(progress);
  };
  update({});
  for (const entry of steps.slice(startAt)) {
    if (entry.skip?.(progress.context)) continue;
    update({ step: entry.step });
    try {
      const learned = await entry.run(progress.context);
      update({ context: { ...progress.context, ...learned } });
    } catch (error) {
      const rewind = entry.rewind?.(error, progress.context);
      update({
        status: 'failed',
        error: describe(error),
        ...(rewind ? { step: rewind.step, context: { ...progress.context, ...rewind.forget } } : {}),
      });
      return progress;
    }
  }
  update({ status: 'done' });
  return progress;
}

/** Polls `check` every `intervalMs` until it answers true; `sleep` is passed in so tests need no timers. */
export async function pollUntil(check: () => Promise<boolean>, sleep: (ms: number) => Promise<void>, intervalMs = 1000): Promise<void> {
  while (!(await check())) await sleep(intervalMs);
}
