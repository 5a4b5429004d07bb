import { Anchor, Badge, Button, Card, Group, Modal, MultiSelect, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminContest, ContestEntry, ContestPrize } from '@nft/api-contract';
import { useAdminAction } from '../../hooks/use-admin-lists';
import { awardContestPrize, publishContestResults } from '../api/admin-contests-api';
import { useRankedEntries } from '../hooks/use-admin-contests';

/**
 * The standings (finalists by votes, prizes by votes as they stand), the judged prizes operators award among the
 * finalists while judging, and publishing the results (docs/decisions/044-contest-data-model-and-phases.md).
 */
export function ContestResults({ contest }: { contest: AdminContest }) {
  const { t } = useTranslation('studio');
  const ranked = useRankedEntries(contest.id, contest.finalistCount);
  const [confirming, setConfirming] = useState(false);
  const publish = useAdminAction(
    () => publishContestResults(contest.id),
    () => setConfirming(false),
  );
  const byId = new Map((ranked.data ?? []).map((entry) => [entry.id, entry]));
  const { finalists, awards } = contest.standings;
  const judging = contest.phase === 'judging';
  const prizes = [...contest.prizes].sort((a, b) => a.position - b.position);
  const name = (entryId: number) => {
    const entry = byId.get(entryId);
    return entry ? (entry.nft.name ?? `#${entry.nft.tokenId}`) : `#${entryId}`;
  };

  return (
    <Stack data-testid="admin-contest-results">
      <Group justify="space-between">
        <Text size="sm">
          {contest.phase === 'results'
            ? t('admin_contests.results_shown')
            : judging
              ? t('admin_contests.judging_hint')
              : t('admin_contests.standings_hint')}
        </Text>
        <Button onClick={() => setConfirming(true)} disabled={!judging} data-testid="admin-contest-publish">
          {t('admin_contests.publish')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={4}>{t('admin_contests.finalists', { count: contest.finalistCount })}</Title>
          {finalists.length === 0 && <Text c="dimmed">{t('admin_contests.no_finalists')}</Text>}
          {finalists.length > 0 && (
            <Table striped verticalSpacing={4}>
              <Table.Tbody>
                {finalists.map((finalist) => (
                  <Table.Tr key={finalist.entryId} data-finalist={finalist.entryId}>
                    <Table.Td w={48}>{finalist.rank}</Table.Td>
                    <Table.Td>
                      <EntryLink entry={byId.get(finalist.entryId)} label={name(finalist.entryId)} />
                    </Table.Td>
                    <Table.Td ta="right">{t('admin_contests.vote_count', { count: finalist.votes })}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
        <Stack gap="sm">
          <Title order={4}>{t('admin_contests.prizes')}</Title>
          {prizes.map((prize) => (
            <PrizeCard
              key={prize.id}
              prize={prize}
              contest={contest}
              winners={awards.filter((award) => award.prizeId === prize.id).map((award) => award.entryId)}
              name={name}
            />
          ))}
        </Stack>
      </SimpleGrid>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('admin_contests.publish_title')} centered>
        <Stack>
          <Text size="sm">{t('admin_contests.publish_body')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('admin.cancel')}
            </Button>
            <Button loading={publish.isPending} onClick={() => publish.mutate(undefined)} data-testid="admin-contest-publish-confirm">
              {t('admin_contests.publish')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function EntryLink({ entry, label }: { entry: ContestEntry | undefined; label: string }) {
  return entry ? (
    <Anchor component={Link} to={entry.nft.url} size="sm">
      {label}
    </Anchor>
  ) : (
    <Text size="sm">{label}</Text>
  );
}

type PrizeCardProps = { prize: ContestPrize; contest: AdminContest; winners: number[]; name: (entryId: number) => string };

/** A prize and its winners: computed for a prize by votes; picked among the finalists for a judged one. */
function PrizeCard({ prize, contest, winners, name }: PrizeCardProps) {
  const { t } = useTranslation('studio');
  const [picked, setPicked] = useState<string[]>(() => winners.map(String));
  const award = useAdminAction((entryIds: number[]) => awardContestPrize(contest.id, { prizeId: prize.id, entryIds }));
  const editable = prize.awardedBy === 'judges' && contest.phase === 'judging';
  const unchanged = picked.join(',') === winners.map(String).join(',');

  return (
    <Card withBorder radius="md" p="sm" data-prize-id={prize.id}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={600}>
            {prize.name} · {prize.amount} {prize.token}
            {prize.winners > 1 ? ` × ${prize.winners}` : ''}
          </Text>
          <Badge variant="light">{t(`admin_contests.awarded_by.${prize.awardedBy}`)}</Badge>
        </Group>
        {editable ? (
          <>
            <MultiSelect
              aria-label={t('admin_contests.award_winners', { prize: prize.name })}
              placeholder={t('admin_contests.pick_finalists', { count: prize.winners })}
              data={contest.standings.finalists.map((f) => ({ value: String(f.entryId), label: `${f.rank}. ${name(f.entryId)}` }))}
              value={picked}
              onChange={setPicked}
              maxValues={prize.winners}
              searchable
              clearable
            />
            <Group justify="flex-end">
              <Button size="xs" disabled={unchanged} loading={award.isPending} onClick={() => award.mutate(picked.map(Number))}>
                {t('admin_contests.save_award')}
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm" c={winners.length === 0 ? 'dimmed' : undefined}>
            {winners.length === 0 ? t('admin_contests.no_winner') : winners.map(name).join(', ')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
