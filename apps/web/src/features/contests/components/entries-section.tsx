import { Skeleton, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ContestDetail } from '@nft/api-contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ListError } from '../../../components/list-error';
import { LoadMore } from '../../../components/load-more';
import type { EntrySort } from '../api/contests-api';
import { useContestEntries } from '../hooks/use-contest-entries';
import { useMyContest } from '../hooks/use-my-contest';
import { useVote } from '../hooks/use-vote';
import { voteStateOf } from '../model/vote-state';
import { EntriesToolbar } from './entries-toolbar';
import { EntryCard } from './entry-card';

/** The entries grid with its sort and search, each entry's votes and vote button, and the account's votes left. */
export function EntriesSection({ contest }: { contest: ContestDetail }) {
  const { t } = useTranslation('studio');
  const [sort, setSort] = useState<EntrySort>('votes');
  const [q, setQ] = useState('');
  const voting = contest.phase === 'voting';
  const entries = useContestEntries(contest.id, sort, q, voting);
  const mine = useMyContest(contest.id);
  const vote = useVote(contest.id);
  return (
    <Stack gap="md" component="section" aria-labelledby="contest-entries">
      <Title order={2} size="h3" id="contest-entries">
        {t('contests.entries')}
      </Title>
      {voting && mine.data && (
        <Text fw={500} data-votes-remaining={mine.data.votesRemaining}>
          {t('contests.votes_remaining', { remaining: mine.data.votesRemaining, total: mine.data.votesPerAccount })}
        </Text>
      )}
      <EntriesToolbar sort={sort} onSort={setSort} onSearch={setQ} />
      {entries.isError && <ListError onRetry={() => void entries.refetch()} />}
      {entries.isSuccess && entries.entries.length === 0 && (
        <EmptyState title={q ? t('empty.no_search_results') : t('contests.no_entries')} />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 4 }} spacing="md" aria-busy={entries.isPending}>
        {entries.entries.map((entry, index) => (
          <EntryCard
            key={entry.id}
            entry={entry}
            eager={index < 4}
            voteState={voteStateOf(entry.id, contest.phase, mine.data)}
            voting={vote.isPending && vote.variables === entry.id}
            busy={vote.isPending}
            onVote={() => vote.mutate(entry.id)}
          />
        ))}
        {(entries.isPending || entries.isFetchingNextPage) &&
          Array.from({ length: 4 }, (_, index) => <Skeleton key={index} height={340} radius="lg" data-skeleton />)}
      </SimpleGrid>
      <LoadMore hasMore={entries.hasNextPage} loading={entries.isFetchingNextPage} onLoadMore={() => void entries.fetchNextPage()} />
    </Stack>
  );
}
