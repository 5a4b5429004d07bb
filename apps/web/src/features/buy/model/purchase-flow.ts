import type { Hash, TransactionReceipt } from 'viem';
import type { FundsVerdict } from './funds-verdict';
import type { RawTransaction } from './wallet-calls';

/** The steps a purchase shows: prepare (the API builds it, balances checked), wallet, block, marketplace updated. */
export const purchaseSteps = ['prepare', 'wallet', 'confirm', 'index'] as const;
export type PurchaseStep = (typeof purchaseSteps)[number];

export type PurchaseProgress = {
  step: PurchaseStep;
  status: 'idle' | 'running' | 'failed' | 'done';
  error?: string;
  hash?: Hash;
  /** The indexer had not caught up when the page stopped waiting; the purchase itself is mined. */
  slow?: boolean;
};

export const idlePurchase: PurchaseProgress = { step: 'prepare', status: 'idle' };

export type Prepared = { steps: RawTransaction[]; transaction: RawTransaction };

export type PurchaseDeps<P extends Prepared> = {
  /** The fill route: approvals and the Seaport transaction, with the zone's authorisation inside. */
  prepare(): Promise<P>;
  checkFunds(prepared: P): Promise<FundsVerdict>;
  send(transaction: RawTransaction): Promise<Hash>;
  waitForReceipt(hash: Hash): Promise<TransactionReceipt>;
  /** After the receipt: true once the marketplace shows what the chain now says. */
  indexed(prepared: P, receipt: TransactionReceipt): Promise<boolean>;
  sleep(ms: number): Promise<void>;
  describe(error: unknown): string;
  /** The message of an insufficient balance or funds verdict (i18n). */
  fundsMessage(verdict: Exclude<FundsVerdict, 'ok'>): string;
};

export const indexPollMs = 1000;
export const indexPollAttempts = 60;

/**
 * One purchase from the fill route to the marketplace showing the new owner. Balances are checked
 * before the wallet opens (docs/product.md, spec section 8); every approval the API asks for is sent
 * and mined first; a failure stops at its step with a message and nothing half-done to undo.
 */
export async function runPurchase<P extends Prepared>(
  deps: PurchaseDeps<P>,
  report: (progress: PurchaseProgress) => void,
): Promise<{ progress: PurchaseProgress; prepared?: P; receipt?: TransactionReceipt }> {
  let progress: PurchaseProgress = { step: 'prepare', status: 'running' };
  const update = (next: Partial<PurchaseProgress>) => {
    progress = { ...progress, ...next };
    report(progress);
  };
  let prepared: P | undefined;
  let receipt: TransactionReceipt | undefined;
  try {
    update({});
    prepared = await deps.prepare();
    const verdict = await deps.checkFunds(prepared);
    if (verdict !== 'ok') throw new Error(deps.fundsMessage(verdict));
    update({ step: 'wallet' });
    for (const approval of prepared.steps) await deps.waitForReceipt(await deps.send(approval));
    const hash = await deps.send(prepared.transaction);
    update({ step: 'confirm', hash });
    receipt = await deps.waitForReceipt(hash);
    update({ step: 'index' });
    let seen = false;
    for (let attempt = 0; attempt < indexPollAttempts && !seen; attempt++) {
      seen = await deps.indexed(prepared, receipt).catch(() => false);
      if (!seen) await deps.sleep(indexPollMs);
    }
    update({ status: 'done', slow: !seen });
  } catch (error) {
    update({ status: 'failed', error: deps.describe(error) });
  }
  return { progress, prepared, receipt };
}
