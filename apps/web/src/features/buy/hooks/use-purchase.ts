import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { idlePurchase, runPurchase, type Prepared, type PurchaseDeps, type PurchaseProgress } from '../model/purchase-flow';

export type PurchaseSetup<P extends Prepared> = Pick<PurchaseDeps<P>, 'prepare' | 'checkFunds' | 'indexed'>;

function describe(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.message;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * Runs one purchase (a listing or a cart) with its progress for the screen; the wallet calls load
 * on first use. When it is over every query is refreshed: the owner, the history, the listings and
 * the price sorts all change with a sale.
 */
export function usePurchase<P extends Prepared>() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<PurchaseProgress>(idlePurchase);
  const running = useRef(false);

  const run = useCallback(
    async (chain: string, setup: PurchaseSetup<P>) => {
      // A second click while the wallet is open must not start a second purchase.
      if (running.current) return undefined;
      running.current = true;
      try {
        setProgress({ step: 'prepare', status: 'running' });
        const calls = await import('../model/wallet-calls');
        const result = await runPurchase<P>(
          {
            ...setup,
            send: (transaction) => calls.sendBuiltTransaction(chain, transaction),
            waitForReceipt: (hash) => calls.waitForReceipt(chain, hash),
            sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
            describe: (error) => describe(error, t('buy.failed')),
            fundsMessage: (verdict) => t(`errors.${verdict}`),
          },
          setProgress,
        );
        await queryClient.invalidateQueries();
        return result;
      } finally {
        running.current = false;
      }
    },
    [queryClient, t],
  );

  const reset = useCallback(() => setProgress(idlePurchase), []);
  return { progress, pending: progress.status === 'running', reset, run };
}
