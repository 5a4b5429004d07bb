import type { Hash, TransactionReceipt } from 'viem';
import type { NftDraft, NftDraftBody } from '../api/create-nft-schemas';

/** The steps the page shows: prepare (upload done, draft made), sign, confirm, indexed. */
export const mintSteps = ['prepare', 'sign', 'confirm', 'index'] as const;
export type MintStep = (typeof mintSteps)[number];

export type MintedToken = { chain: string; contractAddress: string; tokenId: string };

export type MintProgress = {
  /** The step running, failed, or (when `done`) the last one. */
  step: MintStep;
  status: 'running' | 'failed' | 'done';
  error?: string;
  draft?: NftDraft;
  hash?: Hash;
  token?: MintedToken;
};

export type MintFlowDeps = {
  createDraft(body: NftDraftBody): Promise<NftDraft>;
  send(draft: NftDraft): Promise<Hash>;
  waitForReceipt(chain: string, hash: Hash): Promise<TransactionReceipt>;
  tokenIdOf(receipt: TransactionReceipt, draft: NftDraft): string | undefined;
  isIndexed(token: MintedToken): Promise<boolean>;
  sleep(ms: number): Promise<void>;
  describe(error: unknown): string;
  /** A mined transaction that reverted: retrying must send a new one, not wait on it again. */
  isRevert(error: unknown): boolean;
};

export const indexPollMs = 1000;

/**
 * Runs the mint from where `from` stopped: a retry after a rejected signature reuses the draft, and
 * after a failed wait (not a revert) reuses the sent transaction, so retrying never mints twice.
 */
export async function runMintFlow(
  body: NftDraftBody,
  from: MintProgress | undefined,
  deps: MintFlowDeps,
  report: (progress: MintProgress) => void,
): Promise<MintProgress> {
  let progress: MintProgress = { ...from, step: from?.step ?? 'prepare', status: 'running', error: undefined };
  const update = (next: Partial<MintProgress>) => {
    progress = { ...progress, ...next };
    report(progress);
  };
  try {
    update({});
    if (!progress.draft) {
      update({ step: 'prepare' });
      update({ draft: await deps.createDraft(body) });
    }
    const draft = progress.draft!;
    if (!progress.hash) {
      update({ step: 'sign' });
      update({ hash: await deps.send(draft) });
    }
    if (!progress.token) {
      update({ step: 'confirm' });
      const receipt = await deps.waitForReceipt(draft.chain, progress.hash!);
      const tokenId = deps.tokenIdOf(receipt, draft);
      if (tokenId === undefined) throw new Error('the receipt has no Minted event of the platform contract');
      // Lower-case: the canonical form of addresses in the API and in links.
      update({ token: { chain: draft.chain, contractAddress: draft.mint.contractAddress.toLowerCase(), tokenId } });
    }
    update({ step: 'index' });
    while (!(await deps.isIndexed(progress.token!))) await deps.sleep(indexPollMs);
    update({ status: 'done' });
  } catch (error) {
    const resend = progress.step === 'confirm' && deps.isRevert(error);
    update({ status: 'failed', error: deps.describe(error), ...(resend ? { hash: undefined, step: 'sign' as const } : {}) });
  }
  return progress;
}
