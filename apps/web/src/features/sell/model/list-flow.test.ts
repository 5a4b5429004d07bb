import type { OrderBuildResponse } from '@nft/api-contract';
import type { Hash, Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { failureToastKey, runListFlow, splitSteps, type ListFlowDeps, type ListProgress } from './list-flow';

const nft = '0x00000000000000000000000000000000000000a1';
const token = '0x00000000000000000000000000000000000000b2';
const step = (to: string) => ({ kind: 'transaction' as const, description: 'approve', to, data: '0x01', value: '0' });

const build = (steps = [step(nft), step(token)], orders = 1): OrderBuildResponse => ({
  steps,
  signature: { domain: {}, types: {}, primaryType: orders > 1 ? 'BulkOrder' : 'OrderComponents', message: {} },
  breakdown: [],
  orders: Array.from({ length: orders }, (_, index) => ({ salt: String(index) })),
});

/** Wallet and API doubles that record calls and fail where told. */
function doubles(failures: Partial<Record<'send' | 'wait' | 'sign' | 'post', number>> = {}) {
  const calls: string[] = [];
  const left = { ...failures };
  const maybeFail = (what: keyof typeof failures) => {
    if ((left[what] ?? 0) > 0) {
      left[what]! -= 1;
      throw new Error(`${what} refused`);
    }
  };
  let sent = 0;
  const deps: ListFlowDeps = {
    send: async (tx) => {
      calls.push(`send ${tx.to}`);
      maybeFail('send');
      sent += 1;
      return `0x${String(sent).padStart(64, '0')}` as Hash;
    },
    waitForReceipt: async (hash) => {
      calls.push(`wait ${hash.slice(-1)}`);
      maybeFail('wait');
    },
    sign: async () => {
      calls.push('sign');
      maybeFail('sign');
      return '0xsig' as Hex;
    },
    post: async (index) => {
      calls.push(`post ${index}`);
      maybeFail('post');
      return `hash${index}`;
    },
    describe: (error) => (error as Error).message,
    isRevert: () => false,
  };
  return { calls, deps };
}

const run = (answer: OrderBuildResponse, deps: ListFlowDeps, from?: ListProgress) => {
  const seen: string[] = [];
  return runListFlow(answer, [nft], from, deps, (progress) => seen.push(`${progress.step}:${progress.status}`)).then((result) => ({
    result,
    seen,
  }));
};

describe('runListFlow', () => {
  it('approves the item, then the token, then signs and posts', async () => {
    const { calls, deps } = doubles();
    const { result, seen } = await run(build(), deps);
    expect(calls).toEqual([`send ${nft}`, 'wait 1', `send ${token}`, 'wait 2', 'sign', 'post 0']);
    expect(result).toMatchObject({ status: 'done', posted: ['hash0'], sentSteps: 2 });
    expect(seen).toContain('approve_item:running');
    expect(seen).toContain('approve_token:running');
    expect(seen.at(-1)).toBe('confirm:done');
  });

  it('retries a rejected signature without sending the approvals again', async () => {
    const { calls, deps } = doubles({ sign: 1 });
    const first = await run(build(), deps);
    expect(first.result).toMatchObject({ status: 'failed', step: 'confirm', error: 'sign refused' });
    expect(failureToastKey(first.result)).toBe('errors.list_failed');
    calls.length = 0;
    const second = await run(build(), deps, first.result);
    expect(calls).toEqual(['sign', 'post 0']);
    expect(second.result.status).toBe('done');
  });

  it('waits again on a sent approval whose receipt failed, instead of sending it twice', async () => {
    const { calls, deps } = doubles({ wait: 1 });
    const first = await run(build([step(nft)]), deps);
    expect(first.result).toMatchObject({ status: 'failed', step: 'approve_item' });
    expect(failureToastKey(first.result)).toBe('errors.approve_order_failed');
    calls.length = 0;
    await run(build([step(nft)]), deps, first.result);
    expect(calls).toEqual(['wait 1', 'sign', 'post 0']);
  });

  it('posts only the bulk items not yet taken, with the one signature', async () => {
    const { calls, deps } = doubles({ post: 1 });
    const answer = build([], 3);
    const first = await run(answer, deps);
    expect(first.result).toMatchObject({ status: 'failed', posted: [undefined, undefined, undefined] });
    calls.length = 0;
    const second = await run(answer, deps, first.result);
    expect(calls).toEqual(['post 0', 'post 1', 'post 2']);
    expect(second.result.posted).toEqual(['hash0', 'hash1', 'hash2']);
  });

  it('tells item approvals from token approvals by their target', () => {
    const split = splitSteps(build([step(token), step(nft.toUpperCase().replace('0X', '0x'))]), [nft]);
    expect(split.item.map((entry) => entry.to.toLowerCase())).toEqual([nft]);
    expect(split.token.map((entry) => entry.to)).toEqual([token]);
  });
});
