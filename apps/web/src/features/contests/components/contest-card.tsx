import { Card, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import type { ContestSummary } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatMoment, localized } from '../model/localized';
import { prizePoolText } from '../model/prize-pool';
import { ContestBanner } from './contest-banner';
import { ContestFact } from './contest-facts';
import { PhaseBadge } from './phase-badge';

/** One contest in the vote list: banner, title, phase, dates, prize pool and entry count. Opens the contest. */
export function ContestCard({ contest, eager = false }: { contest: ContestSummary; eager?: boolean }) {
  const { t, i18n } = useTranslation('studio');
  const title = localized(contest.title, i18n.language);
  return (
    <Card withBorder radius="lg" padding="md" component={Link} to={paths.voteActivity(contest.id)} data-contest-card={contest.id}>
      <Card.Section>
        <ContestBanner url={contest.bannerUrl} alt={title} ratio={16 / 6} eager={eager} />
      </Card.Section>
      <Stack gap="sm" mt="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" lineClamp={2}>
            {title}
          </Title>
          <PhaseBadge phase={contest.phase} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <ContestFact label={t('contests.schedule')}>
            {formatMoment(contest.entriesStartAt, i18n.language)} – {formatMoment(contest.resultsAt, i18n.language)}
          </ContestFact>
          <ContestFact label={t('contests.prize_pool')}>{prizePoolText(contest.prizePool) || t('contests.no_prizes')}</ContestFact>
          <ContestFact label={t('contests.entries_label')}>
            <span data-contest-entry-count>{t('contests.entries_count', { count: contest.entryCount })}</span>
          </ContestFact>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** A card's place while the list loads (same height, so the page does not jump). */
export function ContestCardSkeleton() {
  return <Skeleton height={360} radius="lg" data-skeleton />;
}
