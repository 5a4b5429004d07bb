import { orderComponentsSchema, type ListingBuildBody, type OrderBuildResponse } from '@nft/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, Hex } from 'viem';
import { toast } from '../../../components/ui/toast';
import { buildOrder, postOrder } from '../api/orders-api';
import { listingDependentKeys } from '../api/order-keys';
import { failureToastKey, initialListProgress, runListFlow, type ListProgress } from '../model/list-flow';
import { keepOrder } from '../model/kept-orders';
import { itemSignature } from '../model/order-signature';
import { useDescribeError } from './use-describe-error';

export type CheckedListing = { body: ListingBuildBody; build: OrderBuildResponse };

/**
 * The listing setup's two phases: `check` asks the API to build the order (fees, royalty and what the
 * seller receives show before anything is signed; "Failed to check order!" when it refuses), `start`
 * runs the wallet steps and resumes a failed run where it stopped.
 */
export function useListFlow(options: { onListed?: (orderHashes: string[]) => Promise<void> | void } = {}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const describe = useDescribeError();
  const [checked, setChecked] = useState<CheckedListing>();
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState<ListProgress>();
  const latest = useRef<ListProgress>(undefined);

  const report = useCallback((next: ListProgress | undefined) => {
    latest.current = next;
    setProgress(next);
  }, []);

  const check = useCallback(
    async (body: ListingBuildBody) => {
      setChecking(true);
      report(undefined);
      try {
        const build = await buildOrder(body);
        setChecked({ body, build });
        return true;
      } catch (error) {
        toast.error({ title: t('errors.check_order_failed'), message: describe(error) });
        return false;
      } finally {
        setChecking(false);
      }
    },
    [describe, report, t],
  );

  const start = useCallback(async () => {
    // A second click while a run is under way must not start a second one (a second approval).
    if (!checked || latest.current?.status === 'running') return undefined;
    const { body, build } = checked;
    const from = latest.current?.status === 'failed' ? latest.current : undefined;
    // Shown at once: the wallet module may still be loading, and until then the page would keep showing
    // the confirm button, or the failure being retried, as if the click had done nothing.
    const starting: ListProgress = { ...(from ?? initialListProgress(build.orders.length)), status: 'running', error: undefined };
    report(starting);
    const loaded = await import('../../wallet/contract-write').then(
      (module) => ({ module }),
      (error: unknown) => ({ error }),
    );
    if ('error' in loaded) {
      // The module could not be fetched (offline, a redeployed site): the step fails and can be retried.
      const failed: ListProgress = { ...starting, status: 'failed', error: describe(loaded.error) };
      report(failed);
      toast.error({ title: t(failureToastKey(failed)), message: failed.error ?? '' });
      return failed;
    }
    const wallet = loaded.module;
    const result = await runListFlow(
      build,
      body.items.map((item) => item.contract),
      from,
      {
        send: async (step) =>
          (
            await wallet.sendRawWalletTransaction({
              chain: body.chain,
              to: step.to as Address,
              data: step.data as Hex,
              value: BigInt(step.value),
            })
          ).hash,
        waitForReceipt: async (hash) => {
          await wallet.waitForWalletReceipt({ chain: body.chain, hash });
        },
        sign: async (typedData) => (await wallet.signWalletTypedData(body.chain, typedData)).signature,
        post: async (index, signature) => {
          const parameters = orderComponentsSchema.parse(build.orders[index]);
          const answer = await postOrder({
            chain: body.chain,
            parameters,
            signature: itemSignature(build, index, signature),
            // Not in the signed order: the API authorises fills for this buyer only (docs/product.md "Trading").
            privateBuyer: body.privateBuyer,
          });
          keepOrder(body.chain, answer.orderHash, parameters);
          return answer.orderHash;
        },
        describe,
        isRevert: (error) => error instanceof wallet.WalletWriteError && error.reason === 'reverted',
      },
      report,
    );
    if (result.status === 'done') {
      toast.success({ message: t('messages.list_success') });
      try {
        await options.onListed?.(result.posted.filter((hash): hash is string => hash !== undefined));
      } catch (error) {
        // The new listing stands; only the follow-up (a lowered price's gas-free cancel of the old one) failed.
        toast.error({ title: t('errors.cancel_listing_failed'), message: describe(error) });
      }
      for (const queryKey of listingDependentKeys) void client.invalidateQueries({ queryKey: [...queryKey] });
    } else {
      toast.error({ title: t(failureToastKey(result)), message: result.error ?? '' });
    }
    return result;
  }, [checked, client, describe, options, report, t]);

  const reset = useCallback(() => {
    setChecked(undefined);
    report(undefined);
  }, [report]);

  return { checked, checking, progress, check, start, reset };
}
