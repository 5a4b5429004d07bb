import type { ContestEntryInput } from '@nft/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { contestKeys, postContestEntry, withdrawContestEntry } from '../api/contests-api';

function useDescribe() {
  const { t } = useTranslation('studio');
  return (error: unknown) =>
    isApiError(error)
      ? t(`errors.${error.code}` as 'errors.operation_error', { defaultValue: error.message })
      : error instanceof Error
        ? error.message
        : String(error);
}

/** Sends the entry form; field issues stay on the error for the form to show under its fields. */
export function useSubmitEntry(contestId: number) {
  const { t } = useTranslation('studio');
  const client = useQueryClient();
  const describe = useDescribe();
  return useMutation({
    mutationFn: (body: ContestEntryInput) => postContestEntry(contestId, body),
    onSuccess: () => toast.success({ message: t('contests.upload.success') }),
    onError: (error) => toast.error({ title: t('contests.upload.failed'), message: describe(error) }),
    onSettled: () => client.invalidateQueries({ queryKey: contestKeys.all }),
  });
}

/** Withdraws an own entry during the entries phase (the API deletes its contact data). */
export function useWithdrawEntry(contestId: number) {
  const { t } = useTranslation('studio');
  const client = useQueryClient();
  const describe = useDescribe();
  return useMutation({
    mutationFn: (entryId: number) => withdrawContestEntry(contestId, entryId),
    onSuccess: () => toast.success({ message: t('contests.mine.withdraw_success') }),
    onError: (error) => toast.error({ title: t('contests.mine.withdraw_failed'), message: describe(error) }),
    onSettled: () => client.invalidateQueries({ queryKey: contestKeys.all }),
  });
}
