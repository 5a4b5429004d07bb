import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StakingActivity } from '@nft/api-contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { shortAddress } from '../../../lib/short-address';
import { activityKey } from '../model/activity-key';
import { activityAmount } from '../model/live-reward';
import { useLockPeriodText } from '../../../lib/lock-period/use-lock-period-text';

export type HolderCounts = { stakeable: number; staked: number; claimable: number };

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  );
}

/** One activity in the stake market: collections, reward, totals, period and the holder's counts. */
export function ActivityCard({ activity, counts }: { activity: StakingActivity; counts: HolderCounts | undefined }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const lockText = useLockPeriodText();
  return (
    <Card
      withBorder
      radius="md"
      component={Link}
      to={paths.stakeEvent(activityKey(activity))}
      data-staking-activity={activityKey(activity)}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{activity.title}</Title>
          <Badge variant="light">{activity.chainName}</Badge>
        </Group>
        <Text size="sm">{activity.collections.map((c) => c.name ?? shortAddress(c.contractAddress)).join(', ')}</Text>
        {activity.description && (
          <Text size="sm" c="dimmed" lineClamp={2} data-staking-description>
            {activity.description}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <Fact label={t('staking.reward')} value={activityAmount(activity.reward, activity.rewardToken)} />
          <Fact label={t('staking.remaining')} value={activityAmount(activity.remaining, activity.rewardToken)} />
          <Fact label={t('staking.total_staked')} value={activity.totalStaked} />
          <Fact label={t('staking.period')} value={`${date(activity.startsAt)} – ${date(activity.endsAt)}`} />
          <Fact label={t('staking.lock_period')} value={lockText(activity.lockPeriodSeconds)} />
          {counts && (
            <Fact
              label={t('staking.yours')}
              value={t('staking.yours_counts', { stakeable: counts.stakeable, staked: counts.staked, claimable: counts.claimable })}
            />
          )}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
