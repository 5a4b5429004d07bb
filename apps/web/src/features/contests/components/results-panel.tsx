import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ContestDetail, ContestResults } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contestResults } from '../model/contest-results';
import { useResultEntries } from '../hooks/use-result-entries';

function EntryName({
  entryId,
  entry,
}: {
  entryId: number;
  entry: { nft: { name: string | null; tokenId: string; url: string } } | undefined;
}) {
  const { t } = useTranslation('studio');
  if (!entry) return <>{t('contests.entry_by_id', { id: entryId })}</>;
  return (
    <Anchor component={Link} to={entry.nft.url}>
      {entry.nft.name ?? `#${entry.nft.tokenId}`}
    </Anchor>
  );
}

/** The results phase: every prize with its winners, the finalists by rank, and the link to the public tally. */
export function ResultsPanel({ contest, results }: { contest: ContestDetail; results: ContestResults }) {
  const { t } = useTranslation('studio');
  const entries = useResultEntries(contest.id);
  const { finalists, winners } = contestResults(results, contest.prizes, entries);
  return (
    <Stack gap="md" component="section" aria-labelledby="contest-results" data-contest-results>
      <Title order={2} size="h3" id="contest-results">
        {t('contests.results')}
      </Title>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('contests.winners')}
        </Title>
        {winners.map(({ prize, winners: won }) => (
          <Paper key={prize.id} withBorder radius="md" p="sm" data-prize-winners={prize.id}>
            <Group justify="space-between" wrap="wrap">
              <Text fw={700}>
                {prize.name} · {t('contests.prize_amount', { amount: prize.amount, token: prize.token })}
              </Text>
              <Group gap="xs">
                {won.length === 0 && <Text c="dimmed">{t('contests.not_awarded')}</Text>}
                {won.map((winner) => (
                  <span key={winner.entryId} data-winner-entry={winner.entryId}>
                    <EntryName {...winner} />
                  </span>
                ))}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('contests.finalists')}
        </Title>
        <Table striped withTableBorder>
          <Table.Tbody>
            {finalists.map((finalist) => (
              <Table.Tr key={finalist.entryId} data-finalist={finalist.entryId} data-rank={finalist.rank}>
                <Table.Td w={64}>{t('contests.rank', { rank: finalist.rank })}</Table.Td>
                <Table.Td>
                  <EntryName entryId={finalist.entryId} entry={finalist.entry} />
                </Table.Td>
                <Table.Td>{t('contests.votes_count', { count: finalist.votes })}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {finalist.prizes.map((prize) => (
                      <Badge key={prize.id} variant="light" c="dark.7">
                        {prize.name}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      <Stack gap={2}>
        <Anchor href={contest.tallyUrl} target="_blank" rel="noopener noreferrer" data-tally-link>
          {t('contests.tally_link')}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t('contests.tally_hint')}
        </Text>
      </Stack>
    </Stack>
  );
}
