import type { OrderBuildResponse, TransactionStep } from '@nft/api-contract';
import type { Hash, Hex } from 'viem';

/**
 * The wallet steps of an offer or a bid (docs/product.md "Trading", Offers): wrap native currency when the
 * build answers a WETH9 deposit, approve the currency to the conduit, sign (eth_signTypedData_v4), post.
 */
export const orderStepPhases = ['wrap', 'approve', 'sign', 'post'] as const;
export type OrderStepPhase = (typeof orderStepPhases)[number];

export type OrderStepsProgress = {
  phase: OrderStepPhase;
  status: 'running' | 'failed' | 'done';
  error?: string;
  /** Build steps already mined, in order: a retry never sends them again. */
  sentSteps: number;
  /** A sent transaction whose receipt is awaited: a retry after a failed wait waits on it again. */
  pendingHash?: Hash;
  signature?: Hex;
  orderHash?: string;
};

export type OrderStepsDeps = {
  send(step: TransactionStep): Promise<Hash>;
  waitForReceipt(hash: Hash): Promise<void>;
  sign(typedData: OrderBuildResponse['signature']): Promise<Hex>;
  post(signature: Hex): Promise<string>;
  describe(error: unknown): string;
  /** A mined transaction that reverted: retrying must send a new one, not wait on it again. */
  isRevert(error: unknown): boolean;
};

/** A wrap is the only build step that carries value (WETH9 `deposit`); approvals carry none. */
export function stepPhase(step: Pick<TransactionStep, 'value'>): 'wrap' | 'approve' {
  return BigInt(step.value) > 0n ? 'wrap' : 'approve';
}

/** The phases a build will go through, for the stepper: only those it needs. */
export function phasesOf(build: Pick<OrderBuildResponse, 'steps'>): OrderStepPhase[] {
  const needed = new Set(build.steps.map(stepPhase));
  return orderStepPhases.filter((phase) => (phase === 'wrap' || phase === 'approve' ? needed.has(phase) : true));
}

export const initialOrderSteps = (build: Pick<OrderBuildResponse, 'steps'>): OrderStepsProgress => ({
  phase: phasesOf(build)[0]!,
  status: 'running',
  sentSteps: 0,
});

/**
 * Runs the steps from where `from` stopped: mined transactions, a given signature and a posted order are
 * kept, so a rejected or failed step is retried without redoing the ones before it.
 */
export async function runOrderSteps(
  build: Pick<OrderBuildResponse, 'steps' | 'signature'>,
  from: OrderStepsProgress | undefined,
  deps: OrderStepsDeps,
  report: (progress: OrderStepsProgress) => void,
): Promise<OrderStepsProgress> {
  let progress: OrderStepsProgress = { ...(from ?? initialOrderSteps(build)), status: 'running', error: undefined };
  const update = (next: Partial<OrderStepsProgress>) => {
    progress = { ...progress, ...next };
    report(progress);
  };
  try {
    while (progress.sentSteps < build.steps.length) {
      const step = build.steps[progress.sentSteps]!;
      update({ phase: stepPhase(step) });
      const hash = progress.pendingHash ?? (await deps.send(step));
      update({ pendingHash: hash });
      await deps.waitForReceipt(hash);
      update({ sentSteps: progress.sentSteps + 1, pendingHash: undefined });
    }
    update({ phase: 'sign' });
    const signature = progress.signature ?? (await deps.sign(build.signature));
    update({ signature, phase: 'post' });
    const orderHash = progress.orderHash ?? (await deps.post(signature));
    update({ orderHash, status: 'done' });
  } catch (error) {
    const resend = progress.pendingHash !== undefined && deps.isRevert(error);
    update({ status: 'failed', error: deps.describe(error), ...(resend ? { pendingHash: undefined } : {}) });
  }
  return progress;
}
