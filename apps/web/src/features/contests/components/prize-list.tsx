import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ContestPrize } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';

/** The prizes in display order: name, amount per winner, how many win it and how it is awarded. */
export function PrizeList({ prizes, finalistCount }: { prizes: ContestPrize[]; finalistCount: number }) {
  const { t } = useTranslation('studio');
  const ordered = [...prizes].sort((a, b) => a.position - b.position);
  return (
    <Stack gap="sm" component="section" aria-labelledby="contest-prizes">
      <Title order={2} size="h3" id="contest-prizes">
        {t('contests.prizes')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('contests.finalists_rule', { count: finalistCount })}
      </Text>
      {ordered.length === 0 && <Text size="sm">{t('contests.no_prizes')}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {ordered.map((prize) => (
          <Paper key={prize.id} withBorder radius="md" p="sm" data-prize={prize.id}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>{prize.name}</Text>
              <Text size="xs" c="dimmed">
                {t('contests.prize_winners', { count: prize.winners })}
              </Text>
            </Group>
            <Text size="lg" fw={700}>
              {t('contests.prize_amount', { amount: prize.amount, token: prize.token })}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`contests.awarded_by.${prize.awardedBy}`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
