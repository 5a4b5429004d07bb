import { contestVoteNulsMessage, contestVoteTypedData, newContestVoteNonce, type ContestVoteInput } from '@nft/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { ensureAuthenticated, walletSession } from '../../wallet';
import { contestKeys, postContestVote } from '../api/contests-api';

/**
 * A vote (docs/decisions/045-verifiable-contest-votes.md): the signed-in account signs the vote with a fresh nonce in
 * its wallet (EIP-712 typed data; on NULS, Nabox signs the vote text's digest as at sign-in) and the API stores the
 * signature for the public tally. The contest's counts and the account's votes left are read again afterwards.
 */
export function useVote(contestId: number) {
  const { t } = useTranslation('studio');
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (entryId: number) => {
      if (!(await ensureAuthenticated())) throw new Error(t('errors.please_connect_wallet'));
      const session = walletSession.get();
      if (session.status !== 'authenticated') throw new Error(t('errors.please_connect_wallet'));
      const fields = { contestId, entryId, voter: session.address, nonce: newContestVoteNonce() };
      return postContestVote(contestId, { entryId, voter: session.address, nonce: fields.nonce, ...(await sign(session, fields)) });
    },
    onSuccess: () => toast.success({ message: t('contests.vote_success') }),
    onError: (error) =>
      toast.error({
        title: t('contests.vote_failed'),
        message: isApiError(error)
          ? t(`errors.${error.code}` as 'errors.operation_error', { defaultValue: error.message })
          : error instanceof Error
            ? error.message
            : String(error),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: contestKeys.all }),
  });

  async function sign(
    session: { chain: string; wallet: string; address: string },
    fields: { contestId: number; entryId: number; voter: string; nonce: string },
  ): Promise<Pick<ContestVoteInput, 'signature' | 'pubkey'>> {
    // A NULS account (Nabox on the NULS chain); an EVM address signs typed data whatever the wallet.
    if (!session.address.startsWith('0x')) {
      const { signNulsText } = await import('../../wallet/nuls-sign');
      const message = contestVoteNulsMessage(fields);
      return signNulsText(session.wallet, session.address, message, (digest) => ({
        title: t('contests.nabox_vote_title'),
        message: t('contests.nabox_vote_body', { digest, message }),
      }));
    }
    const { signWalletTypedData } = await import('../../wallet/contract-write');
    const { signature } = await signWalletTypedData(session.chain, contestVoteTypedData(fields));
    return { signature };
  }
}
