import type { Hash, TransactionReceipt } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { runPurchase, type Prepared, type PurchaseDeps, type PurchaseProgress } from './purchase-flow';

const tx = (data: string) => ({ to: '0x0000000000000000000000000000000000000001', data, value: '5' });
const receipt = { status: 'success' } as TransactionReceipt;

function deps(overrides: Partial<PurchaseDeps<Prepared>> = {}) {
  const sent: string[] = [];
  const base: PurchaseDeps<Prepared> = {
    prepare: () => Promise.resolve({ steps: [tx('0xaa')], transaction: tx('0xbb') }),
    checkFunds: () => Promise.resolve('ok'),
    send: (transaction) => {
      sent.push(transaction.data);
      return Promise.resolve(`0x${transaction.data.slice(2).padStart(64, '0')}` as Hash);
    },
    waitForReceipt: () => Promise.resolve(receipt),
    indexed: () => Promise.resolve(true),
    sleep: () => Promise.resolve(),
    describe: (error) => (error instanceof Error ? error.message : 'failed'),
    fundsMessage: (verdict) => (verdict === 'insufficient_balance' ? 'Insufficient balance' : 'Insufficient funds'),
  };
  return { deps: { ...base, ...overrides }, sent };
}

describe('runPurchase', () => {
  it('sends the approvals, then the purchase, and waits for the marketplace to show it', async () => {
    const seen: PurchaseProgress[] = [];
    const indexed = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { deps: flow, sent } = deps({ indexed });
    const result = await runPurchase(flow, (progress) => seen.push(progress));
    expect(sent).toEqual(['0xaa', '0xbb']);
    expect(seen.map((entry) => `${entry.step}:${entry.status}`)).toEqual([
      'prepare:running',
      'wallet:running',
      'confirm:running',
      'index:running',
      'index:done',
    ]);
    expect(result.progress).toMatchObject({ status: 'done', slow: false, hash: `0x${'bb'.padStart(64, '0')}` });
    expect(indexed).toHaveBeenCalledTimes(2);
  });

  it('stops before the wallet opens when the buyer cannot pay', async () => {
    for (const verdict of ['insufficient_balance', 'insufficient_funds'] as const) {
      const { deps: flow, sent } = deps({ checkFunds: () => Promise.resolve(verdict) });
      const { progress } = await runPurchase(flow, () => undefined);
      expect(sent).toEqual([]);
      expect(progress).toMatchObject({ step: 'prepare', status: 'failed' });
      expect(progress.error).toBe(verdict === 'insufficient_balance' ? 'Insufficient balance' : 'Insufficient funds');
    }
  });

  it('reports a wallet without a hash, or a refused fill, at its step', async () => {
    const noHash = deps({ send: () => Promise.reject(new Error('No trade hash was obtained')) });
    await expect(runPurchase(noHash.deps, () => undefined)).resolves.toMatchObject({
      progress: { step: 'wallet', status: 'failed', error: 'No trade hash was obtained' },
    });
    const refused = deps({ prepare: () => Promise.reject(new Error('This listing cannot be bought now')) });
    await expect(runPurchase(refused.deps, () => undefined)).resolves.toMatchObject({
      progress: { step: 'prepare', status: 'failed', error: 'This listing cannot be bought now' },
    });
  });

  it('finishes as slow when the indexer does not catch up in time', async () => {
    const { deps: flow } = deps({ indexed: () => Promise.resolve(false) });
    await expect(runPurchase(flow, () => undefined)).resolves.toMatchObject({ progress: { status: 'done', slow: true } });
  });
});
