import { Badge, Button, Card, Group, Modal, Stack, Table, Tabs, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminContest, ContestPhase } from '@nft/api-contract';
import { useAdminContests } from '../hooks/use-admin-contests';
import { ContestEditor } from './contest-editor';
import { ContestEntries } from './contest-entries';
import { ContestResults } from './contest-results';
import { ContestVotes } from './contest-votes';

const phaseColor: Record<ContestPhase, string> = {
  upcoming: 'gray',
  entries: 'blue',
  voting: 'green',
  judging: 'orange',
  results: 'violet',
};

const views = ['settings', 'entries', 'votes', 'results'] as const;
type View = (typeof views)[number];

/**
 * Contests (docs/product.md "Operator console"): every contest with its phase and counts; create one; for the one
 * chosen, edit and reschedule it, review entries and export the entrants' contact data, void votes, award and publish.
 */
export function ContestsPanel() {
  const { t, i18n } = useTranslation('studio');
  const list = useAdminContests();
  const [creating, setCreating] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [view, setView] = useState<View>('settings');
  const contests = list.data?.items ?? [];
  const selected = contests.find((contest) => contest.id === selectedId) ?? null;
  const language = i18n.language === 'ja' ? 'ja' : 'en';
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const open = (contest: AdminContest, next: View = 'settings') => {
    setSelectedId(contest.id);
    setView(next);
  };

  return (
    <Stack data-testid="admin-contests">
      <Group justify="space-between">
        <Title order={3}>{t('admin_contests.title')}</Title>
        <Button onClick={() => setCreating(true)} data-testid="admin-contest-new">
          {t('admin_contests.new')}
        </Button>
      </Group>
      {contests.length === 0 && !list.isLoading && <Text c="dimmed">{t('admin.empty')}</Text>}
      {contests.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin_contests.contest')}</Table.Th>
                <Table.Th>{t('admin_contests.phase')}</Table.Th>
                <Table.Th>{t('admin_contests.schedule')}</Table.Th>
                <Table.Th>{t('admin_contests.entries')}</Table.Th>
                <Table.Th>{t('admin_contests.votes')}</Table.Th>
                <Table.Th>{t('admin_contests.prize_pool')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contests.map((contest) => (
                <Table.Tr
                  key={contest.id}
                  data-contest-id={contest.id}
                  bg={contest.id === selectedId ? 'var(--mantine-color-default-hover)' : undefined}
                >
                  <Table.Td>
                    <UnstyledButton onClick={() => open(contest)} fw={600}>
                      {contest.title[language] || contest.title.en}
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={phaseColor[contest.phase]} data-phase={contest.phase}>
                      {t(`admin_contests.phases.${contest.phase}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">
                      {t('admin_contests.dates.entriesStartAt')}: {date(contest.entriesStartAt)}
                      <br />
                      {t('admin_contests.dates.votingStartAt')}: {date(contest.votingStartAt)}
                      <br />
                      {t('admin_contests.dates.judgingStartAt')}: {date(contest.judgingStartAt)}
                      <br />
                      {t('admin_contests.dates.resultsAt')}: {date(contest.resultsPublishedAt ?? contest.resultsAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {t('admin_contests.entry_counts', {
                        pending: contest.entryCounts.pending,
                        accepted: contest.entryCounts.accepted,
                        rejected: contest.entryCounts.rejected,
                      })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {contest.voteCount}
                    {contest.voidedVoteCount > 0 && (
                      <Text size="xs" c="red">
                        {t('admin_contests.voided', { count: contest.voidedVoteCount })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{contest.prizePool.map((pool) => `${pool.amount} ${pool.token}`).join(' + ') || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {selected && (
        <Card withBorder radius="md" data-testid="admin-contest-detail" data-contest={selected.id}>
          <Group justify="space-between" mb="sm">
            <Title order={3}>{selected.title[language] || selected.title.en}</Title>
            <Button variant="subtle" onClick={() => setSelectedId(null)}>
              {t('admin_contests.close')}
            </Button>
          </Group>
          <Tabs value={view} onChange={(next) => next && setView(next as View)} keepMounted={false}>
            <Tabs.List mb="md">
              {views.map((name) => (
                <Tabs.Tab key={name} value={name}>
                  {t(`admin_contests.views.${name}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="settings">
              <ContestEditor key={selected.id} contest={selected} onSaved={() => undefined} />
            </Tabs.Panel>
            <Tabs.Panel value="entries">
              <ContestEntries contest={selected} />
            </Tabs.Panel>
            <Tabs.Panel value="votes">
              <ContestVotes contest={selected} />
            </Tabs.Panel>
            <Tabs.Panel value="results">
              <ContestResults key={`${selected.id}:${selected.phase}`} contest={selected} />
            </Tabs.Panel>
          </Tabs>
        </Card>
      )}
      <Modal opened={creating} onClose={() => setCreating(false)} size="80rem" title={t('admin_contests.new')}>
        {creating && (
          <ContestEditor
            contest={null}
            onSaved={(contest) => {
              setCreating(false);
              open(contest);
            }}
            onCancel={() => setCreating(false)}
          />
        )}
      </Modal>
    </Stack>
  );
}
