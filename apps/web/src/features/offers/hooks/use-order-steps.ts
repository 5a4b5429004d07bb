import { orderComponentsSchema, type OrderBuildBody, type OrderBuildResponse, type OrderPostBody } from '@nft/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Address, Hex } from 'viem';
import { buildOrder, postOrder } from '../api/offers-api';
import { offerDependentKeys } from '../api/offer-keys';
import { runOrderSteps, type OrderStepsProgress } from '../model/order-steps';
import { useDescribeError } from './use-describe-error';

export type CheckedOrder = { body: OrderBuildBody; build: OrderBuildResponse };
/** Posted beside the signed order: a trait offer's trait, a bid's auction (docs/product.md "Trading"). */
export type PostExtras = Pick<OrderPostBody, 'trait' | 'auctionOrderHash'>;

/**
 * An offer or a bid in two phases: `check` asks the build route (a refusal such as "Not enough tokens!" shows
 * before the wallet opens), `start` runs the wallet steps and resumes a failed run where it stopped.
 */
export function useOrderSteps() {
  const client = useQueryClient();
  const describe = useDescribeError();
  const [checked, setChecked] = useState<CheckedOrder>();
  const [checkError, setCheckError] = useState<string>();
  // The refusal itself, for a caller that reads its details (a bid's least acceptable amount).
  const [checkFailure, setCheckFailure] = useState<unknown>();
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState<OrderStepsProgress>();
  const latest = useRef<OrderStepsProgress>(undefined);
  // `start` right after `check` in one submit handler runs before a re-render: it reads the build from here.
  const checkedNow = useRef<CheckedOrder>(undefined);

  const report = useCallback((next: OrderStepsProgress | undefined) => {
    latest.current = next;
    setProgress(next);
  }, []);

  const check = useCallback(
    async (body: OrderBuildBody) => {
      setChecking(true);
      setCheckError(undefined);
      setCheckFailure(undefined);
      report(undefined);
      try {
        checkedNow.current = { body, build: await buildOrder(body) };
        setChecked(checkedNow.current);
        return true;
      } catch (error) {
        setCheckError(describe(error));
        setCheckFailure(error);
        return false;
      } finally {
        setChecking(false);
      }
    },
    [describe, report],
  );

  const start = useCallback(
    async (extras: PostExtras = {}) => {
      if (!checkedNow.current) return undefined;
      const { body, build } = checkedNow.current;
      // The wallet's helpers pull in wagmi: loaded on first use, not with the page.
      const wallet = await import('../../wallet/contract-write');
      const from = latest.current?.status === 'failed' ? latest.current : undefined;
      const result = await runOrderSteps(
        build,
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
          post: async (signature) => {
            const parameters = orderComponentsSchema.parse(build.orders[0]);
            return (await postOrder({ chain: body.chain, parameters, signature, ...extras })).orderHash;
          },
          describe,
          isRevert: (error) => error instanceof wallet.WalletWriteError && error.reason === 'reverted',
        },
        report,
      );
      if (result.status === 'done') for (const queryKey of offerDependentKeys) void client.invalidateQueries({ queryKey: [...queryKey] });
      return result;
    },
    [client, describe, report],
  );

  const reset = useCallback(() => {
    checkedNow.current = undefined;
    setChecked(undefined);
    setCheckError(undefined);
    setCheckFailure(undefined);
    report(undefined);
  }, [report]);

  return { checked, checking, checkError, checkFailure, progress, check, start, reset };
}
