import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getAccountStakes, stakingKeys } from '../api/staking-api';
import { StakesTable } from './stakes-table';

/** The account page's staked tab: amount, start, lock, expected and claimable reward of each stake. */
export function AccountStakesTab({ address, empty }: { address: string; empty: ReactNode }) {
  const stakes = useQuery({ queryKey: stakingKeys.account(address), queryFn: ({ signal }) => getAccountStakes(address, signal) });
  if (!stakes.data) return null;
  if (stakes.data.items.length === 0) return empty;
  return <StakesTable stakes={stakes.data.items} />;
}
