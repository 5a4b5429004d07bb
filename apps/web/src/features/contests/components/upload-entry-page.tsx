import { Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';
import { useWalletSession } from '../../wallet';
import { useContest } from '../hooks/use-contest';
import { useSubmitEntry, useWithdrawEntry } from '../hooks/use-entry-actions';
import { useMyContest } from '../hooks/use-my-contest';
import { localized } from '../model/localized';
import { EntryForm } from './entry-form';
import { MyEntries } from './my-entries';

/**
 * /upload-vote-nft/:id (docs/product.md "Contests"; signed in, the route guard runs sign-in first): the entry form
 * while entries are open, and the entrant's own entries with their status and a withdraw button.
 */
export function UploadEntryPage({ id }: { id: number | undefined }) {
  const { t, i18n } = useTranslation('studio');
  const session = useWalletSession();
  const contest = useContest(id);
  const mine = useMyContest(id ?? 0);
  const registry = useChainRegistry();
  const submit = useSubmitEntry(id ?? 0);
  const withdraw = useWithdrawEntry(id ?? 0);
  const missing = id === undefined || (isApiError(contest.error) && contest.error.status === 404);
  const data = contest.data;
  const open = data?.phase === 'entries';
  const chains = (registry.data?.chains ?? []).filter((chain) => chain.active);
  return (
    <Container size="md" py="lg">
      <Stack gap="lg" data-screen="upload_vote_nft">
        <Stack gap={4}>
          <Title order={1}>{t('screens.upload_vote_nft')}</Title>
          {data ? (
            <Anchor component={Link} to={paths.voteActivity(data.id)}>
              {t('contests.upload.for_contest', { title: localized(data.title, i18n.language) })}
            </Anchor>
          ) : (
            !missing && <Skeleton height={20} width="40%" />
          )}
        </Stack>
        {missing && <Text>{t('contests.not_found')}</Text>}
        {data && !open && (
          <Text data-entries-closed>
            {t('contests.upload.closed')}{' '}
            <Anchor component={Link} to={paths.voteActivity(data.id)}>
              {t('contests.upload.back')}
            </Anchor>
          </Text>
        )}
        {open && mine.data && (
          <Text size="sm" data-entries-remaining={mine.data.entriesRemaining}>
            {t('contests.upload.entries_remaining', { count: mine.data.entriesRemaining })}
          </Text>
        )}
        {open && session.status === 'authenticated' && registry.data && (
          <EntryForm
            chains={chains}
            address={session.address}
            sessionChain={session.chain}
            submitting={submit.isPending}
            onSubmit={(body) => submit.mutateAsync(body)}
          />
        )}
        {!data && !missing && <Skeleton height={520} radius="md" />}
        {mine.data && (
          <MyEntries
            entries={mine.data.entries}
            canWithdraw={open}
            withdrawing={withdraw.isPending ? withdraw.variables : undefined}
            onWithdraw={(entryId) => withdraw.mutate(entryId)}
          />
        )}
      </Stack>
    </Container>
  );
}
