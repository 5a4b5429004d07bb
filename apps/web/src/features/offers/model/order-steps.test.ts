import type { OrderBuildResponse, TransactionStep } from '@nft/api-contract';
import type { Hash, Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { phasesOf, runOrderSteps, stepPhase, type OrderStepsDeps, type OrderStepsProgress } from './order-steps';

const wrap: TransactionStep = { kind: 'transaction', description: 'wrap', to: '0xweth', data: '0xd0e30db0', value: '5' };
const approve: TransactionStep = { kind: 'transaction', description: 'approve', to: '0xweth', data: '0x095ea7b3', value: '0' };
const typedData: OrderBuildResponse['signature'] = { domain: {}, types: {}, primaryType: 'OrderComponents', message: {} };
const build = (steps: TransactionStep[]) => ({ steps, signature: typedData });

/** Records the calls in order; `fail` makes the named call throw once. */
function fakeWallet(fail?: { call: 'send' | 'wait' | 'sign' | 'post'; error: Error }) {
  const calls: string[] = [];
  let failed = false;
  const maybeFail = (call: string) => {
    if (fail && !failed && fail.call === call) {
      failed = true;
      throw fail.error;
    }
  };
  const deps: OrderStepsDeps = {
    send: async (step) => {
      calls.push(`send ${step.description}`);
      maybeFail('send');
      return `0x${step.description}` as Hash;
    },
    waitForReceipt: async (hash) => {
      calls.push(`wait ${hash}`);
      maybeFail('wait');
    },
    sign: async () => {
      calls.push('sign');
      maybeFail('sign');
      return '0xsig' as Hex;
    },
    post: async (signature) => {
      calls.push(`post ${signature}`);
      maybeFail('post');
      return '0xorder';
    },
    describe: (error) => (error instanceof Error ? error.message : 'failed'),
    isRevert: (error) => error instanceof Error && error.message === 'reverted',
  };
  return { calls, deps };
}

describe('the offer and bid steps', () => {
  it('tells a wrap (a deposit with value) from an approval', () => {
    expect(stepPhase(wrap)).toBe('wrap');
    expect(stepPhase(approve)).toBe('approve');
    expect(phasesOf(build([wrap, approve]))).toEqual(['wrap', 'approve', 'sign', 'post']);
    expect(phasesOf(build([approve]))).toEqual(['approve', 'sign', 'post']);
    expect(phasesOf(build([]))).toEqual(['sign', 'post']);
  });

  it('wraps, approves, signs and posts in this order, each transaction mined before the next', async () => {
    const { calls, deps } = fakeWallet();
    const phases: string[] = [];
    const done = await runOrderSteps(build([wrap, approve]), undefined, deps, (progress) => phases.push(progress.phase));
    expect(calls).toEqual(['send wrap', 'wait 0xwrap', 'send approve', 'wait 0xapprove', 'sign', 'post 0xsig']);
    expect(done).toMatchObject({ status: 'done', orderHash: '0xorder', sentSteps: 2 });
    expect([...new Set(phases)]).toEqual(['wrap', 'approve', 'sign', 'post']);
  });

  it('resumes a rejected signature without sending the mined approval again', async () => {
    const first = fakeWallet({ call: 'sign', error: new Error('User rejected the request') });
    const failed = await runOrderSteps(build([approve]), undefined, first.deps, () => {});
    expect(failed).toMatchObject({ status: 'failed', phase: 'sign', error: 'User rejected the request', sentSteps: 1 });
    const second = fakeWallet();
    const done = await runOrderSteps(build([approve]), failed, second.deps, () => {});
    expect(second.calls).toEqual(['sign', 'post 0xsig']);
    expect(done.status).toBe('done');
  });

  it('waits again on a sent transaction whose wait failed, but sends a new one after a revert', async () => {
    const timeout = fakeWallet({ call: 'wait', error: new Error('timeout') });
    const stalled = await runOrderSteps(build([approve]), undefined, timeout.deps, () => {});
    expect(stalled).toMatchObject({ status: 'failed', pendingHash: '0xapprove' });
    const retry = fakeWallet();
    await runOrderSteps(build([approve]), stalled, retry.deps, () => {});
    expect(retry.calls[0]).toBe('wait 0xapprove');

    const reverted = fakeWallet({ call: 'wait', error: new Error('reverted') });
    const after: OrderStepsProgress = await runOrderSteps(build([approve]), undefined, reverted.deps, () => {});
    expect(after.pendingHash).toBeUndefined();
    const resend = fakeWallet();
    await runOrderSteps(build([approve]), after, resend.deps, () => {});
    expect(resend.calls[0]).toBe('send approve');
  });

  it('keeps the signature when the post fails, so a retry posts without asking the wallet again', async () => {
    const refused = fakeWallet({ call: 'post', error: new Error('A bid must be higher than the current bid') });
    const failed = await runOrderSteps(build([]), undefined, refused.deps, () => {});
    expect(failed).toMatchObject({ status: 'failed', phase: 'post', signature: '0xsig' });
    const retry = fakeWallet();
    await runOrderSteps(build([]), failed, retry.deps, () => {});
    expect(retry.calls).toEqual(['post 0xsig']);
  });
});
