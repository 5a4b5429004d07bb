import type { AdminStakingBuildBody, AdminStakingDetailsBody } from '@nft/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, Hex } from 'viem';
import { toast } from '../../../components/ui/toast';
import { ensureAuthenticated } from '../../wallet';
import { buildAdminStaking, getAdminStakingActivities, updateAdminStakingDetails } from '../api/admin-api';

export function useAdminStakingActivities() {
  // The indexer records a new activity a few blocks later: read again now and then.
  return useQuery({ queryKey: ['admin', 'staking'], queryFn: ({ signal }) => getAdminStakingActivities(signal), refetchInterval: 15_000 });
}

export type AdminStakingProgress = { done: number; total: number } | undefined;

/**
 * Create and fund an activity, or withdraw its unallocated reward: the API builds the transactions, the operator's own
 * wallet sends them one by one (each waited for until mined) with progress, like features/staking.
 */
export function useAdminStakingAction(onDone?: () => void) {
  const { t } = useTranslation('studio');
  const client = useQueryClient();
  const [progress, setProgress] = useState<AdminStakingProgress>();
  const mutation = useMutation({
    mutationFn: async (body: AdminStakingBuildBody) => {
      if (!(await ensureAuthenticated())) throw new Error(t('errors.please_connect_wallet'));
      const { steps } = await buildAdminStaking(body);
      const wallet = await import('../../wallet/contract-write');
      setProgress({ done: 0, total: steps.length });
      for (const [index, step] of steps.entries()) {
        const { hash } = await wallet.sendRawWalletTransaction({ chain: body.chain, to: step.to as Address, data: step.data as Hex });
        const receipt = await wallet.waitForWalletReceipt({ chain: body.chain, hash });
        if (receipt.status !== 'success') throw new Error(t('admin.staking.failed'));
        setProgress({ done: index + 1, total: steps.length });
      }
    },
    onSuccess: (_, body) => {
      toast.success({ message: t(body.kind === 'create' ? 'admin.staking.created' : 'admin.staking.withdrawn') });
      onDone?.();
    },
    onError: (error) => toast.error({ title: t('admin.staking.failed'), message: error instanceof Error ? error.message : String(error) }),
    onSettled: () => {
      setProgress(undefined);
      void client.invalidateQueries({ queryKey: ['admin'] });
      void client.invalidateQueries({ queryKey: ['staking'] });
    },
  });
  return { ...mutation, progress };
}

/** Names or describes an activity (no transaction: the chain's event has neither); the lists read it again. */
export function useAdminStakingDetails(onDone?: () => void) {
  const { t } = useTranslation('studio');
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ chain, id, body }: { chain: string; id: string; body: AdminStakingDetailsBody }) =>
      updateAdminStakingDetails(chain, id, body),
    onSuccess: () => {
      toast.success({ message: t('admin.staking.details_saved') });
      onDone?.();
    },
    onError: (error) =>
      toast.error({ title: t('admin.staking.details_failed'), message: error instanceof Error ? error.message : String(error) }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['admin'] });
      void client.invalidateQueries({ queryKey: ['staking'] });
    },
  });
}
