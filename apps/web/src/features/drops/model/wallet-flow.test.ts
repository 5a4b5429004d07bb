import { describe, expect, it } from 'vitest';
import { pollUntil, runWalletFlow, type FlowProgress, type FlowStep } from './wallet-flow';

type Context = { created?: string; hash?: string; receipt?: string; indexed?: boolean };
type Step = 'prepare' | 'sign' | 'confirm' | 'index';

function flow(failures: Partial<Record<Step, Error[]>> = {}) {
  const calls: string[] = [];
  const attempt = (step: Step) => {
    calls.push(step);
    const error = failures[step]?.shift();
    if (error) throw error;
  };
  const steps: FlowStep<Step, Context>[] = [
    { step: 'prepare', skip: (c) => c.created !== undefined, run: async () => (attempt('prepare'), { created: 'drop-1' }) },
    { step: 'sign', skip: (c) => c.hash !== undefined, run: async () => (attempt('sign'), { hash: '0x01' }) },
    {
      step: 'confirm',
      run: async (c) => (attempt('confirm'), { receipt: `receipt of ${c.hash}` }),
      rewind: (error) => ((error as Error).message === 'reverted' ? { step: 'sign', forget: { hash: undefined } } : undefined),
    },
    { step: 'index', run: async () => (attempt('index'), { indexed: true }) },
  ];
  return { steps, calls };
}

const describeError = (error: unknown) => (error as Error).message;

describe('runWalletFlow', () => {
  it('runs every step in order and reports each as it starts', async () => {
    const { steps, calls } = flow();
    const seen: string[] = [];
    const done = await runWalletFlow(steps, {}, undefined, describeError, (p) => seen.push(`${p.step}:${p.status}`));
    expect(done).toMatchObject({
      status: 'done',
      step: 'index',
      context: { created: 'drop-1', hash: '0x01', receipt: 'receipt of 0x01', indexed: true },
    });
    expect(calls).toEqual(['prepare', 'sign', 'confirm', 'index']);
    expect(seen.filter((entry, index) => seen.indexOf(entry) === index)).toEqual([
      'prepare:running',
      'sign:running',
      'confirm:running',
      'index:running',
      'index:done',
    ]);
  });

  it('stops at a failed step and resumes there, keeping what earlier steps learned', async () => {
    const { steps, calls } = flow({ sign: [new Error('You rejected the request in your wallet.')] });
    const failed = await runWalletFlow(steps, {}, undefined, describeError, () => undefined);
    expect(failed).toMatchObject({ status: 'failed', step: 'sign', error: 'You rejected the request in your wallet.' });
    const resumed = await runWalletFlow(steps, {}, failed, describeError, () => undefined);
    expect(resumed.status).toBe('done');
    expect(calls).toEqual(['prepare', 'sign', 'sign', 'confirm', 'index']);
  });

  it('after a lost confirmation waits for the same transaction again instead of sending another', async () => {
    const { steps, calls } = flow({ confirm: [new Error('The RPC did not answer.')] });
    const failed = await runWalletFlow(steps, {}, undefined, describeError, () => undefined);
    expect(failed).toMatchObject({ status: 'failed', step: 'confirm', context: { hash: '0x01' } });
    await runWalletFlow(steps, {}, failed, describeError, () => undefined);
    expect(calls.filter((call) => call === 'sign')).toHaveLength(1);
  });

  it('after a revert goes back to signing and sends a new transaction', async () => {
    const { steps, calls } = flow({ confirm: [new Error('reverted')] });
    const failed: FlowProgress<Step, Context> = await runWalletFlow(steps, {}, undefined, describeError, () => undefined);
    expect(failed).toMatchObject({ status: 'failed', step: 'sign', error: 'reverted' });
    expect(failed.context.hash).toBeUndefined();
    await runWalletFlow(steps, {}, failed, describeError, () => undefined);
    expect(calls).toEqual(['prepare', 'sign', 'confirm', 'sign', 'confirm', 'index']);
  });
});

describe('pollUntil', () => {
  it('asks until the answer is yes, sleeping between the questions', async () => {
    let answers = 0;
    const sleeps: number[] = [];
    await pollUntil(
      async () => ++answers === 3,
      async (ms) => void sleeps.push(ms),
      250,
    );
    expect(answers).toBe(3);
    expect(sleeps).toEqual([250, 250]);
  });
});
