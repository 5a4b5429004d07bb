import {
  accountNftPageSchema,
  accountStakeListSchema,
  stakingActivityDetailSchema,
  stakingActivityListSchema,
  stakingBuildResponseSchema,
  type StakingBuildBody,
  type StakingStatus,
} from '@nft/api-contract';
import { api } from '../../../lib/api';

// The staking routes (docs/decisions/041-staking-in-the-product.md), parsed with the API contract's schemas.

export const stakingKeys = {
  all: ['staking'] as const,
  activities: (status: StakingStatus) => ['staking', 'activities', status] as const,
  activity: (chain: string, id: string, staker: string | undefined) => ['staking', 'activity', chain, id, staker ?? ''] as const,
  account: (address: string) => ['staking', 'account', address.toLowerCase()] as const,
  holdings: (address: string) => ['staking', 'holdings', address.toLowerCase()] as const,
};

export function getActivities(status: StakingStatus, signal?: AbortSignal) {
  return api.get('/staking/activities', stakingActivityListSchema, { signal, query: { status, limit: 100 } });
}

export function getActivity(chain: string, id: string, staker: string | undefined, signal?: AbortSignal) {
  return api.get(`/staking/activities/${encodeURIComponent(chain)}/${encodeURIComponent(id)}`, stakingActivityDetailSchema, {
    signal,
    query: staker ? { staker } : {},
  });
}

export function getAccountStakes(address: string, signal?: AbortSignal) {
  return api.get(`/accounts/${encodeURIComponent(address)}/stakes`, accountStakeListSchema, { signal, query: { limit: 100 } });
}

/** What the holder holds now (the stakeable NFTs are those of the activity's contracts). */
export function getHoldings(address: string, signal?: AbortSignal) {
  return api.get(`/accounts/${encodeURIComponent(address)}/nfts`, accountNftPageSchema, {
    signal,
    query: { tab: 'collected', limit: 100 },
  });
}

export function buildStaking(body: StakingBuildBody) {
  return api.post('/staking/build', body, stakingBuildResponseSchema);
}
