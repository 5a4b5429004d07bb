import { Container, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ContestStatus } from '@nft/api-contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ListError } from '../../../components/list-error';
import { contestKeys, getContests } from '../api/contests-api';
import { ContestCard, ContestCardSkeleton } from './contest-card';

const headings = { ongoing: 'screens.vote_list_ongoing', finished: 'screens.vote_list_finished' } as const;

/** /vote-list/ongoing and /vote-list/finished (docs/product.md "Contests"): the contests of one status. */
export function ContestListPage({ status }: { status: ContestStatus }) {
  const { t } = useTranslation('studio');
  const contests = useQuery({ queryKey: contestKeys.list(status), queryFn: ({ signal }) => getContests(status, signal) });
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg" data-screen={`vote_list_${status}`}>
        <Title order={1}>{t(headings[status])}</Title>
        {contests.isError && <ListError onRetry={() => void contests.refetch()} />}
        {contests.data?.items.length === 0 && <EmptyState title={t('contests.no_contests')} />}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" aria-busy={contests.isPending}>
          {contests.isPending && [0, 1].map((index) => <ContestCardSkeleton key={index} />)}
          {contests.data?.items.map((contest, index) => (
            <ContestCard key={contest.id} contest={contest} eager={index < 2} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
