import { Container, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths, stakeMarketTypes, type StakeMarketType } from '../../../config/paths';
import { useWalletSession } from '../../wallet';
import { getAccountStakes, getActivities, getHoldings, stakingKeys } from '../api/staking-api';
import { unlocked } from '../model/live-reward';
import { ActivityCard, type HolderCounts } from './activity-card';

/** /stake-market/:type: ongoing or finished activities with the signed-in holder's stakeable, staked and claimable NFTs. */
export function StakeMarketPage({ type }: { type: StakeMarketType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useWalletSession();
  const address = session.status === 'disconnected' ? undefined : session.address;
  const activities = useQuery({ queryKey: stakingKeys.activities(type), queryFn: ({ signal }) => getActivities(type, signal) });
  const stakes = useQuery({
    queryKey: stakingKeys.account(address ?? ''),
    queryFn: ({ signal }) => getAccountStakes(address!, signal),
    enabled: address !== undefined,
  });
  const holdings = useQuery({
    queryKey: stakingKeys.holdings(address ?? ''),
    queryFn: ({ signal }) => getHoldings(address!, signal),
    enabled: address !== undefined,
  });
  const countsOf = (chain: string, id: string, contracts: string[]): HolderCounts | undefined => {
    if (!address || !stakes.data || !holdings.data) return undefined;
    const mine = stakes.data.items.filter((s) => s.chain === chain && s.activityId === id);
    return {
      stakeable: holdings.data.items.filter((n) => n.chain === chain && contracts.includes(n.contractAddress)).length,
      staked: mine.length,
      claimable: mine.filter(unlocked).length,
    };
  };
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg" data-screen="stake_market">
        <Title order={1}>{t('screens.stake_market')}</Title>
        <Tabs value={type} onChange={(value) => value && void navigate(paths.stakeMarket(value as StakeMarketType))}>
          <Tabs.List>
            {stakeMarketTypes.map((name) => (
              <Tabs.Tab key={name} value={name} data-stake-tab={name}>
                {t(`staking.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {activities.data?.items.length === 0 && <Text c="dimmed">{t('staking.no_activities')}</Text>}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {activities.data?.items.map((activity) => (
            <ActivityCard
              key={`${activity.chain}-${activity.id}`}
              activity={activity}
              counts={countsOf(
                activity.chain,
                activity.id,
                activity.collections.map((c) => c.contractAddress),
              )}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
