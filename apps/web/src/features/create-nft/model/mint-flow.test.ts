import type { Hash, TransactionReceipt } from 'viem';
import { describe, expect, it } from 'vitest';
import type { NftDraft, NftDraftBody } from '../api/create-nft-schemas';
import { runMintFlow, type MintFlowDeps, type MintProgress } from './mint-flow';

const body = { chain: 'local1', name: 'Sunrise' } as NftDraftBody;
const draft = { id: 7, chain: 'local1', mint: { standard: 'ERC-721', contractAddress: '0xAbC', args: [] } } as unknown as NftDraft;
const hash = '0x01' as Hash;

function deps(overrides: Partial<MintFlowDeps> = {}) {
  const calls: string[] = [];
  let indexedAfter = 2;
  const base: MintFlowDeps = {
    createDraft: async () => (calls.push('draft'), draft),
    send: async () => (calls.push('send'), hash),
    waitForReceipt: async () => (calls.push('wait'), { logs: [] } as unknown as TransactionReceipt),
    tokenIdOf: () => '42',
    isIndexed: async () => (calls.push('poll'), --indexedAfter <= 0),
    sleep: async () => undefined,
    describe: (error) => (error instanceof Error ? error.message : String(error)),
    isRevert: (error) => error instanceof Error && error.message.includes('reverted'),
  };
  return { deps: { ...base, ...overrides }, calls };
}

describe('the mint flow', () => {
  it('runs prepare, sign, confirm and index in order, polling until the indexer has the token', async () => {
    const { deps: d, calls } = deps();
    const seen: string[] = [];
    const result = await runMintFlow(body, undefined, d, (p) => seen.push(`${p.step}:${p.status}`));
    expect(result).toMatchObject({ status: 'done', step: 'index', token: { chain: 'local1', contractAddress: '0xabc', tokenId: '42' } });
    expect(calls).toEqual(['draft', 'send', 'wait', 'poll', 'poll']);
    expect(seen).toContain('sign:running');
    expect(seen).toContain('confirm:running');
    expect(seen.at(-1)).toBe('index:done');
  });

  it('stops at a rejected signature and retries from that step with the same draft', async () => {
    let rejections = 1;
    const { deps: d, calls } = deps({
      send: async () => {
        calls.push('send');
        if (rejections-- > 0) throw new Error('You rejected the request in your wallet.');
        return hash;
      },
    });
    const failed = await runMintFlow(body, undefined, d, () => undefined);
    expect(failed).toMatchObject({ status: 'failed', step: 'sign', error: 'You rejected the request in your wallet.', draft });
    const retried: MintProgress = await runMintFlow(body, failed, d, () => undefined);
    expect(retried.status).toBe('done');
    expect(calls.filter((call) => call === 'draft')).toHaveLength(1);
    expect(calls.filter((call) => call === 'send')).toHaveLength(2);
  });

  it('after a lost confirmation a retry waits for the same transaction instead of minting again', async () => {
    let failures = 1;
    const { deps: d, calls } = deps({
      waitForReceipt: async () => {
        calls.push('wait');
        if (failures-- > 0) throw new Error('The RPC did not answer.');
        return { logs: [] } as unknown as TransactionReceipt;
      },
    });
    const failed = await runMintFlow(body, undefined, d, () => undefined);
    expect(failed).toMatchObject({ status: 'failed', step: 'confirm', hash });
    await runMintFlow(body, failed, d, () => undefined);
    expect(calls.filter((call) => call === 'send')).toHaveLength(1);
  });

  it('after a reverted transaction the failure shows at sign and a retry sends a new one', async () => {
    let reverts = 1;
    const { deps: d, calls } = deps({
      waitForReceipt: async () => {
        calls.push('wait');
        if (reverts-- > 0) throw new Error('The transaction was reverted by the contract.');
        return { logs: [] } as unknown as TransactionReceipt;
      },
    });
    const failed = await runMintFlow(body, undefined, d, () => undefined);
    expect(failed).toMatchObject({ status: 'failed', step: 'sign', hash: undefined });
    expect((await runMintFlow(body, failed, d, () => undefined)).status).toBe('done');
    expect(calls.filter((call) => call === 'send')).toHaveLength(2);
  });
});
