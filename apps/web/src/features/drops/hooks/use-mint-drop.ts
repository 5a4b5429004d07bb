import type { DropDetail, DropMintResponse } from '@nft/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Hash } from 'viem';
import { isNftIndexed } from '../api/is-nft-indexed';
import { buildMint, dropKeys } from '../api/drops-api';
import { mintedTokenIds } from '../model/minted-token-ids';
import { pollUntil, type FlowStep } from '../model/wallet-flow';
import { useWalletFlow } from './use-wallet-flow';
import { isRevert, sendStep, sleep, waitForStep } from './wallet-steps';

/** prepare (the API builds the calls), approve (ERC-20 only), sign, confirm, index (the tokens are on the marketplace). */
export const mintSteps = ['prepare', 'approve', 'sign', 'confirm', 'index'] as const;
export type MintStep = (typeof mintSteps)[number];

export type MintContext = {
  drop: Pick<DropDetail, 'id' | 'chain' | 'contractAddress'>;
  minter: string;
  quantity: number;
  build?: DropMintResponse;
  approved?: boolean;
  hash?: Hash;
  tokenIds?: string[];
};

/** The mint's wallet steps (docs/product.md "Drops"): the approve of an ERC-20 price comes before the mint itself. */
export function useMintDrop() {
  const client = useQueryClient();
  const steps = useMemo<FlowStep<MintStep, MintContext>[]>(
    () => [
      {
        step: 'prepare',
        skip: (context) => context.build !== undefined,
        run: async ({ drop, minter, quantity }) => ({ build: await buildMint(drop.id, minter, quantity) }),
      },
      {
        step: 'approve',
        skip: (context) => context.approved === true || context.build!.steps.length < 2,
        run: async ({ drop, build }) => {
          // Every step before the last is an ERC-20 approve (the API leaves it out when the allowance suffices).
          for (const approve of build!.steps.slice(0, -1)) await waitForStep(drop.chain, await sendStep(drop.chain, approve));
          return { approved: true };
        },
      },
      {
        step: 'sign',
        skip: (context) => context.hash !== undefined,
        run: async ({ drop, build }) => ({ hash: await sendStep(drop.chain, build!.steps.at(-1)!) }),
      },
      {
        step: 'confirm',
        run: async ({ drop, minter, hash }) => {
          const receipt = await waitForStep(drop.chain, hash!);
          return { tokenIds: mintedTokenIds(receipt.logs, drop.contractAddress, minter) };
        },
        rewind: (error) => (isRevert(error) ? { step: 'sign', forget: { hash: undefined } } : undefined),
      },
      {
        step: 'index',
        run: async ({ drop, tokenIds }) => {
          for (const tokenId of tokenIds ?? []) await pollUntil(() => isNftIndexed(drop.chain, drop.contractAddress, tokenId), sleep);
          void client.invalidateQueries({ queryKey: dropKeys.all });
          return {};
        },
      },
    ],
    [client],
  );
  return useWalletFlow(steps);
}
