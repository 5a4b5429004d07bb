import type { OrderBuildResponse, TransactionStep } from '@nft/api-contract';
import type { Hash, Hex } from 'viem';

/**
 * The wallet steps of the listing setup (docs/product.md, spec section 4): initialise the account
 * (Seaport needs none: docs/decisions/030), approve the item for sale, approve the payment token (ERC-20
 * only), confirm the listing by signature (then the API takes the signed order).
 */
export const listSteps = ['initialize', 'approve_item', 'approve_token', 'confirm'] as const;
export type ListStep = (typeof listSteps)[number];

export type ListProgress = {
  /** The step running, failed, or (when `done`) the last one. */
  step: ListStep;
  status: 'running' | 'failed' | 'done';
  error?: string;
  /** Build steps already mined, in order: a retry never sends them again. */
  sentSteps: number;
  /** A sent approval whose receipt is awaited: a retry after a failed wait waits on it again. */
  pendingHash?: Hash;
  signature?: Hex;
  /** Order hashes the API took, by item index: a retry posts only the rest. */
  posted: (string | undefined)[];
};

export type ListFlowDeps = {
  send(step: TransactionStep): Promise<Hash>;
  waitForReceipt(hash: Hash): Promise<void>;
  sign(typedData: OrderBuildResponse['signature']): Promise<Hex>;
  /** Posts item `index` with the signature the wallet gave (a bulk signature is turned into the item's own). */
  post(index: number, signature: Hex): Promise<string>;
  describe(error: unknown): string;
  /** A mined transaction that reverted: retrying must send a new one, not wait on it again. */
  isRevert(error: unknown): boolean;
};

/** Which build steps approve the item(s) and which a payment token: the item approvals target the NFT contracts. */
export function splitSteps(build: Pick<OrderBuildResponse, 'steps'>, nftContracts: readonly string[]) {
  const contracts = new Set(nftContracts.map((address) => address.toLowerCase()));
  const item = build.steps.filter((step) => contracts.has(step.to.toLowerCase()));
  const token = build.steps.filter((step) => !contracts.has(step.to.toLowerCase()));
  return { item, token, ordered: [...item, ...token] };
}

export const initialListProgress = (itemCount: number): ListProgress => ({
  step: 'initialize',
  status: 'running',
  sentSteps: 0,
  posted: Array.from({ length: itemCount }, () => undefined),
});

/**
 * Runs the listing from where `from` stopped: approvals already mined, a signature already given and
 * orders already taken are kept, so a rejected or failed step is retried without redoing the ones before it.
 */
export async function runListFlow(
  build: OrderBuildResponse,
  nftContracts: readonly string[],
  from: ListProgress | undefined,
  deps: ListFlowDeps,
  report: (progress: ListProgress) => void,
): Promise<ListProgress> {
  let progress: ListProgress = { ...(from ?? initialListProgress(build.orders.length)), status: 'running', error: undefined };
  const update = (next: Partial<ListProgress>) => {
    progress = { ...progress, ...next };
    report(progress);
  };
  const { item, ordered } = splitSteps(build, nftContracts);
  try {
    update({ step: 'initialize' });
    while (progress.sentSteps < ordered.length) {
      update({ step: progress.sentSteps < item.length ? 'approve_item' : 'approve_token' });
      const hash = progress.pendingHash ?? (await deps.send(ordered[progress.sentSteps]!));
      update({ pendingHash: hash });
      await deps.waitForReceipt(hash);
      update({ sentSteps: progress.sentSteps + 1, pendingHash: undefined });
    }
    update({ step: 'confirm' });
    const signature = progress.signature ?? (await deps.sign(build.signature));
    update({ signature });
    for (let index = 0; index < build.orders.length; index += 1) {
      if (progress.posted[index]) continue;
      const orderHash = await deps.post(index, signature);
      update({ posted: progress.posted.map((hash, at) => (at === index ? orderHash : hash)) });
    }
    update({ status: 'done' });
  } catch (error) {
    const resend = progress.pendingHash !== undefined && deps.isRevert(error);
    update({ status: 'failed', error: deps.describe(error), ...(resend ? { pendingHash: undefined } : {}) });
  }
  return progress;
}

/** The toast of a failed run (spec section 8): approvals, or the listing itself. */
export function failureToastKey(progress: ListProgress): 'errors.approve_order_failed' | 'errors.list_failed' {
  return progress.step === 'approve_item' || progress.step === 'approve_token' ? 'errors.approve_order_failed' : 'errors.list_failed';
}
