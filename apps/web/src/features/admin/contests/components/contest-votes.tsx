import { Anchor, Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminContest } from '@nft/api-contract';
import { ReasonDialog } from '../../components/reason-dialog';
import { useAdminAction } from '../../hooks/use-admin-lists';
import { voidContestVotes } from '../api/admin-contests-api';
import { useContestTally } from '../hooks/use-admin-contests';
import { votersFromTally } from '../model/voters';
import { AdminListTable } from '../../components/admin-list-table';

/**
 * The votes by voter, from the public tally; an operator voids every vote of an account judged fraudulent, with a
 * reason the public tally shows (docs/decisions/045-verifiable-contest-votes.md).
 */
export function ContestVotes({ contest }: { contest: AdminContest }) {
  const { t, i18n } = useTranslation('studio');
  const tally = useContestTally(contest.id);
  const [voiding, setVoiding] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const voidVotes = useAdminAction(
    ({ voter, reason }: { voter: string; reason: string }) => voidContestVotes(contest.id, { voter, reason }),
    () => {
      setVoiding(null);
      setAddress('');
    },
  );
  const voters = votersFromTally(tally.data?.votes ?? []);

  return (
    <Stack data-testid="admin-contest-votes">
      <Group justify="space-between" align="flex-end">
        <Text size="sm">
          {t('admin_contests.votes_summary', { counted: contest.voteCount, voided: contest.voidedVoteCount })}{' '}
          <Anchor href={contest.tallyUrl} target="_blank" rel="noreferrer">
            {t('admin_contests.public_tally')}
          </Anchor>
        </Text>
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('admin_contests.void_address')}
            placeholder="0x… / NULS…"
            value={address}
            onChange={(event) => setAddress(event.currentTarget.value)}
            w={360}
          />
          <Button color="red" variant="light" disabled={address.trim() === ''} onClick={() => setVoiding(address.trim())}>
            {t('admin_contests.void')}
          </Button>
        </Group>
      </Group>
      <AdminListTable
        minWidth={760}
        striped
        verticalSpacing="xs"
        list={tally}
        emptyText={t('admin_contests.no_votes')}
        columns={[
          t('admin_contests.voter'),
          t('admin_contests.votes'),
          t('admin_contests.voted_entries'),
          t('admin_contests.last_vote'),
          null,
        ]}
        rows={voters.map((voter) => (
          <Table.Tr key={voter.voter} data-voter={voter.voter}>
            <Table.Td>
              <Text size="sm" ff="monospace">
                {voter.voter}
              </Text>
            </Table.Td>
            <Table.Td>
              {voter.votes}
              {voter.voided > 0 && (
                <Badge color="red" ml="xs" title={voter.voidReason ?? undefined}>
                  {t('admin_contests.voided', { count: voter.voided })}
                </Badge>
              )}
            </Table.Td>
            <Table.Td>{voter.entryIds.map((id) => `#${id}`).join(', ')}</Table.Td>
            <Table.Td>{new Date(voter.lastVoteAt).toLocaleString(i18n.language)}</Table.Td>
            <Table.Td>
              {voter.voided < voter.votes && (
                <Button size="xs" color="red" variant="light" onClick={() => setVoiding(voter.voter)}>
                  {t('admin_contests.void')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      />
      <ReasonDialog
        key={voiding ?? 'none'}
        opened={voiding !== null}
        title={t('admin_contests.void_title', { voter: voiding ?? '' })}
        placeholder={t('admin_contests.void_placeholder')}
        busy={voidVotes.isPending}
        onClose={() => setVoiding(null)}
        onConfirm={(reason) => voiding && voidVotes.mutate({ voter: voiding, reason })}
      />
    </Stack>
  );
}
