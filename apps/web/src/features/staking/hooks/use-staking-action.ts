import type { StakingBuildBody } from '@nft/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, Hex } from 'viem';
import { toast } from '../../../components/ui/toast';
import { useDescribeStakingError } from './use-describe-staking-error';
import { ensureAuthenticated } from '../../wallet';
import { buildStaking, stakingKeys } from '../api/staking-api';

export type StakingProgress = { done: number; total: number } | undefined;

const texts = {
  stake: { success: 'messages.stake_success', failure: 'errors.stake_failed' },
  claim: { success: 'messages.claim_success', failure: 'errors.claim_failed' },
  unstake: { success: 'messages.unstake_success', failure: 'errors.unstake_failed' },
} as const;

/**
 * Stake, claim or unstake: the API builds the transactions, the wallet sends them one by one (each waited
 * for until mined), with progress; the spec's messages on success and failure.
 */
export function useStakingAction() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const describe = useDescribeStakingError();
  const [progress, setProgress] = useState<StakingProgress>();
  const mutation = useMutation({
    mutationFn: async (body: StakingBuildBody) => {
      if (!(await ensureAuthenticated())) throw new Error(t('errors.please_connect_wallet'));
      const { steps } = await buildStaking(body);
      const wallet = await import('../../wallet/contract-write');
      setProgress({ done: 0, total: steps.length });
      for (const [index, step] of steps.entries()) {
        const { hash } = await wallet.sendRawWalletTransaction({ chain: body.chain, to: step.to as Address, data: step.data as Hex });
        const receipt = await wallet.waitForWalletReceipt({ chain: body.chain, hash });
        if (receipt.status !== 'success') throw new Error(t(texts[body.action].failure));
        setProgress({ done: index + 1, total: steps.length });
      }
    },
    onSuccess: (_, body) => toast.success({ message: t(texts[body.action].success) }),
    onError: (error, body) => toast.error({ title: t(texts[body.action].failure), message: describe(error) }),
    onSettled: () => {
      setProgress(undefined);
      void client.invalidateQueries({ queryKey: stakingKeys.all });
    },
  });
  return { ...mutation, progress };
}
