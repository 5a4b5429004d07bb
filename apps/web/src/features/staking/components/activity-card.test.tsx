// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import type { StakingActivity } from '@nft/api-contract';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ActivityCard } from './activity-card';

afterEach(cleanup);

const amount = (value: string) => ({ value, display: 'not read by the card' });

/** A running activity paying 100,000 TUSD (6 decimals) with a 30-day lock. */
const activity: StakingActivity = {
  chain: 'local1',
  chainName: 'Local Chain A',
  id: '1',
  title: 'Critter season',
  description: null,
  stakeContract: '0x0000000000000000000000000000000000000001',
  status: 'ongoing',
  collections: [{ contractAddress: '0x0000000000000000000000000000000000000002', collectionId: 1, name: 'Pixel Critters' }],
  rewardToken: { address: '0x0000000000000000000000000000000000000003', symbol: 'TUSD', decimals: 6 },
  reward: amount('100000000000'),
  remaining: amount('99988310186'),
  paid: amount('0'),
  ratePerSecond: '38580',
  totalStaked: '2',
  stakers: 1,
  startsAt: '2026-11-29T10:00:00.000Z',
  endsAt: '2026-12-29T10:00:00.000Z',
  lockPeriodSeconds: 30 * 86_400,
  maxStaked: null,
  asOf: '2026-11-29T10:05:00.000Z',
};

describe('ActivityCard', () => {
  it('writes the reward with thousands separators and the lock period in days', async () => {
    await renderWithProviders(<ActivityCard activity={activity} counts={undefined} />);
    expect(screen.getByText('100,000 TUSD')).toBeTruthy();
    // At most four decimals, as prices are written.
    expect(screen.getByText('99,988.3101 TUSD')).toBeTruthy();
    expect(screen.getByText('30 days')).toBeTruthy();
    expect(document.querySelector('[data-staking-description]')).toBeNull();
  });

  it("shows the operator's description under the collections", async () => {
    await renderWithProviders(
      <ActivityCard activity={{ ...activity, description: 'Stake a critter, share the pool.' }} counts={undefined} />,
    );
    expect(document.querySelector('[data-staking-description]')?.textContent).toBe('Stake a critter, share the pool.');
  });

  it('writes a 10-minute lock in minutes, in Japanese too', async () => {
    await renderWithProviders(<ActivityCard activity={{ ...activity, lockPeriodSeconds: 600 }} counts={undefined} />, { language: 'ja' });
    expect(screen.getByText('10分')).toBeTruthy();
  });

  it('says there is no lock rather than "0 seconds"', async () => {
    await renderWithProviders(<ActivityCard activity={{ ...activity, lockPeriodSeconds: 0 }} counts={undefined} />);
    expect(screen.getByText('None')).toBeTruthy();
  });
});
