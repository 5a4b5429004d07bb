import { Button, Card, Checkbox, Container, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChainBadge } from '../../../components/chain-badge';
import { shortAddress } from '../../../lib/short-address';
import { useWalletSession } from '../../wallet';
import { getActivity, getHoldings, stakingKeys } from '../api/staking-api';
import { useStakingAction } from '../hooks/use-staking-action';
import { parseActivityKey } from '../model/activity-key';
import { activityAmount } from '../model/live-reward';
import { useLockPeriodText } from '../../../lib/lock-period/use-lock-period-text';
import { StakedChart } from './staked-chart';
import { StakesTable } from './stakes-table';

/** /stake-event/:id: rules, timeline, totals, chart; the holder's NFTs to stake and stakes to claim or unstake. */
export function StakeEventPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const lockText = useLockPeriodText();
  const key = parseActivityKey(id);
  const session = useWalletSession();
  const address = session.status === 'disconnected' ? undefined : session.address.toLowerCase();
  const detail = useQuery({
    queryKey: stakingKeys.activity(key?.chain ?? '', key?.id ?? '', address),
    queryFn: ({ signal }) => getActivity(key!.chain, key!.id, address, signal),
    enabled: key !== undefined,
  });
  const holdings = useQuery({
    queryKey: stakingKeys.holdings(address ?? ''),
    queryFn: ({ signal }) => getHoldings(address!, signal),
    enabled: address !== undefined,
  });
  const action = useStakingAction();
  const [selected, setSelected] = useState<string[]>([]);
  if (!key || detail.isError) return <Container py="xl">{t('staking.not_found')}</Container>;
  const activity = detail.data;
  if (!activity) return null;
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const eligible = activity.collections.map((c) => c.contractAddress);
  const stakeable = (holdings.data?.items ?? []).filter((n) => n.chain === activity.chain && eligible.includes(n.contractAddress));
  const running = activity.status === 'ongoing' && Date.parse(activity.startsAt) <= Date.parse(activity.asOf);
  const stake = () =>
    action.mutate(
      {
        action: 'stake',
        chain: activity.chain,
        activityId: activity.id,
        items: stakeable
          .filter((n) => selected.includes(`${n.contractAddress}-${n.tokenId}`))
          .map((n) => ({ contractAddress: n.contractAddress, tokenId: n.tokenId, amount: '1' })),
      },
      { onSuccess: () => setSelected([]) },
    );
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg" data-screen="stake_event">
        <Stack gap={4}>
          <Title order={1}>{activity.title}</Title>
          {/* Which chain and which collections' NFTs it takes, as its card in the stake market says. */}
          <Group gap="xs" data-staking-eligible>
            <ChainBadge symbol={activity.chain} name={activity.chainName} />
            <Text size="sm" c="dimmed">
              {activity.collections.map((c) => c.name ?? shortAddress(c.contractAddress)).join(', ')}
            </Text>
          </Group>
        </Stack>
        {activity.description && (
          <Text style={{ whiteSpace: 'pre-line' }} data-staking-description>
            {activity.description}
          </Text>
        )}
        <Text>{t('staking.rules', { lock: lockText(activity.lockPeriodSeconds) })}</Text>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Text>
            {t('staking.period')}: {date(activity.startsAt)} – {date(activity.endsAt)}
          </Text>
          <Text>
            {t('staking.reward')}: {activityAmount(activity.reward, activity.rewardToken)}
          </Text>
          <Text>
            {t('staking.remaining')}: {activityAmount(activity.remaining, activity.rewardToken)}
          </Text>
          <Text data-total-staked>
            {t('staking.total_staked')}: {activity.totalStaked}
          </Text>
        </SimpleGrid>
        <Card withBorder>
          <Title order={4}>{t('staking.chart_title')}</Title>
          <StakedChart history={activity.history} endsAt={activity.endsAt} />
        </Card>
        {action.progress && (
          <Stack gap={4} data-staking-progress>
            <Text size="sm">{t('staking.progress', action.progress)}</Text>
            <Progress value={(action.progress.done / Math.max(1, action.progress.total)) * 100} />
          </Stack>
        )}
        {!address && running && (
          <Text c="dimmed" data-staking-connect>
            {t('staking.connect_to_stake')}
          </Text>
        )}
        {address && running && (
          <Card withBorder>
            <Stack>
              <Title order={3}>{t('staking.stakeable')}</Title>
              {stakeable.length === 0 && <Text c="dimmed">{t('staking.nothing_to_stake')}</Text>}
              <Group>
                {stakeable.map((nft) => {
                  const id = `${nft.contractAddress}-${nft.tokenId}`;
                  return (
                    <Checkbox
                      key={id}
                      label={nft.name ?? `#${nft.tokenId}`}
                      checked={selected.includes(id)}
                      data-stakeable={nft.tokenId}
                      onChange={(event) => {
                        const checked = event.currentTarget.checked;
                        setSelected((now) => (checked ? [...now, id] : now.filter((x) => x !== id)));
                      }}
                    />
                  );
                })}
              </Group>
              <Button w="fit-content" disabled={selected.length === 0} loading={action.isPending} onClick={stake} data-action="stake">
                {t('staking.stake')}
              </Button>
            </Stack>
          </Card>
        )}
        {address && (
          <Stack>
            <Title order={3}>{t('staking.your_stakes')}</Title>
            <StakesTable
              stakes={activity.stakes}
              busy={action.isPending}
              onAction={(kind, stakes) => action.mutate({ action: kind, chain: activity.chain, stakeIds: stakes.map((s) => s.stakeId) })}
            />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
