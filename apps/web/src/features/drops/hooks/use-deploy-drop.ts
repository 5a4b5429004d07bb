import type { Drop, TransactionStep } from '@nft/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Hash } from 'viem';
import { isApiError } from '../../../lib/api-error';
import { createDrop, dropKeys, getDrop, rebuildDeploy, type CreateDropRequest } from '../api/drops-api';
import { pollUntil, type FlowStep } from '../model/wallet-flow';
import { useWalletFlow } from './use-wallet-flow';
import { isRevert, sendStep, sleep, waitForStep } from './wallet-steps';

/** prepare (the API records the drop and builds the factory call), sign, confirm, index (the indexer saw DropCreated). */
export const deploySteps = ['prepare', 'sign', 'confirm', 'index'] as const;
export type DeployStep = (typeof deploySteps)[number];

export type DeployContext = {
  body: CreateDropRequest;
  drop?: Drop;
  steps?: TransactionStep[];
  hash?: Hash;
};

/**
 * Creating a drop (docs/product.md "Drops"): the API keeps the drop and answers the factory's createDrop for the
 * creator's wallet; the page follows until the indexer has linked the clone. `onRefused` gets the API's
 * `validation_failed` details so the form can put them on its fields.
 */
export function useDeployDrop(onRefused: (details: unknown) => void) {
  const client = useQueryClient();
  const steps = useMemo<FlowStep<DeployStep, DeployContext>[]>(
    () => [
      {
        step: 'prepare',
        skip: (context) => context.drop !== undefined,
        run: async ({ body }) => {
          try {
            const created = await createDrop(body);
            return { drop: created.drop, steps: created.steps };
          } catch (error) {
            if (isApiError(error) && error.code === 'validation_failed') onRefused(error.details);
            throw error;
          }
        },
      },
      {
        step: 'sign',
        skip: (context) => context.hash !== undefined,
        run: async ({ drop, steps: known }) => {
          // After a revert the API builds the deploy again (the creator only, while the drop is pending).
          const deploy = known ?? (await rebuildDeploy(drop!.id)).steps;
          // One step today (createDrop); any before the last must be mined before the last is sent.
          for (const step of deploy.slice(0, -1)) await waitForStep(drop!.chain, await sendStep(drop!.chain, step));
          return { hash: await sendStep(drop!.chain, deploy.at(-1)!), steps: deploy };
        },
      },
      {
        step: 'confirm',
        run: async ({ drop, hash }) => {
          await waitForStep(drop!.chain, hash!);
          return {};
        },
        rewind: (error) => (isRevert(error) ? { step: 'sign', forget: { hash: undefined, steps: undefined } } : undefined),
      },
      {
        step: 'index',
        run: async ({ drop }) => {
          let latest: Drop = drop!;
          await pollUntil(async () => {
            latest = await getDrop(drop!.id, undefined);
            return latest.deployed;
          }, sleep);
          void client.invalidateQueries({ queryKey: dropKeys.all });
          return { drop: latest };
        },
      },
    ],
    [client, onRefused],
  );
  return useWalletFlow(steps);
}
