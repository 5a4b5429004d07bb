import { Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { contestKeys } from '../api/contests-api';
import { useContest } from '../hooks/use-contest';
import { localized } from '../model/localized';
import { ContestBanner } from './contest-banner';
import { CountdownText } from './countdown-text';
import { EntriesSection } from './entries-section';
import { PhaseBadge } from './phase-badge';
import { PhaseTimeline } from './phase-timeline';
import { PrizeList } from './prize-list';
import { ResultsPanel } from './results-panel';

/** The page's place while the contest loads: banner, title and timeline at their size. */
function ContestPageSkeleton() {
  return (
    <Stack gap="lg" aria-busy data-skeleton>
      <Skeleton radius="lg" style={{ aspectRatio: '1400 / 400' }} />
      <Skeleton height={36} width="60%" />
      <Skeleton height={72} />
      <Skeleton height={160} />
    </Stack>
  );
}

/**
 * /vote-activity/:id (docs/product.md "Contests"): banner, phase and countdown, timeline, description, prizes, rules,
 * the results once out, and the entries to vote for.
 */
export function ContestPage({ id }: { id: number | undefined }) {
  const { t, i18n } = useTranslation('studio');
  const client = useQueryClient();
  const contest = useContest(id);
  const missing = id === undefined || (isApiError(contest.error) && contest.error.status === 404);
  if (missing)
    return (
      <Container size="lg" py="xl">
        <Text>{t('contests.not_found')}</Text>
      </Container>
    );
  const data = contest.data;
  const title = data ? localized(data.title, i18n.language) : '';
  return (
    <Container size="lg" py="lg">
      {!data ? (
        contest.isError ? (
          <Text c="red.7">{t('explore.load_error')}</Text>
        ) : (
          <ContestPageSkeleton />
        )
      ) : (
        <Stack gap="xl" data-screen="vote_activity" data-contest={data.id}>
          <ContestBanner url={data.bannerUrl} alt={title} eager />
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start">
              <Title order={1}>{title}</Title>
              <PhaseBadge phase={data.phase} />
            </Group>
            <CountdownText contest={data} onElapsed={() => void client.invalidateQueries({ queryKey: contestKeys.all })} />
          </Stack>
          <PhaseTimeline contest={data} />
          {localized(data.description, i18n.language) && (
            <Text style={{ whiteSpace: 'pre-wrap' }}>{localized(data.description, i18n.language)}</Text>
          )}
          {data.phase === 'entries' && (
            <Button component={Link} to={paths.uploadVoteNft(data.id)} w="fit-content" radius="xl" data-action="enter-contest">
              {t('contests.enter')}
            </Button>
          )}
          {data.results && <ResultsPanel contest={data} results={data.results} />}
          <PrizeList prizes={data.prizes} finalistCount={data.finalistCount} />
          {localized(data.rules, i18n.language) && (
            <Stack gap="xs" component="section" aria-labelledby="contest-rules">
              <Title order={2} size="h3" id="contest-rules">
                {t('contests.rules')}
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{localized(data.rules, i18n.language)}</Text>
            </Stack>
          )}
          {data.phase !== 'upcoming' && <EntriesSection contest={data} />}
        </Stack>
      )}
    </Container>
  );
}
