import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { createTestDatabase } from '../testing/create-test-database';
import { expectViolation } from '../testing/expect-violation';
import { testAddress } from '../testing/fixtures';
import { stakes, stakingActivities } from './staking';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('stakes', () => {
  it('refuses to stake the same NFT twice, and allows it again after unstaking', async () => {
    const [activity] = await handle.db
      .insert(stakingActivities)
      .values({
        chain: 'local1',
        title: 'Winter staking',
        stakeContractAddress: testAddress(),
        rewardCurrency: '0x0000000000000000000000000000000000000000',
        rewardTotal: '1000000',
        lockPeriodSeconds: 86_400,
        startsAt: new Date('2024-01-01T00:00:00Z'),
        endsAt: new Date('2024-03-01T00:00:00Z'),
      })
      .returning();
    const stake = {
      activityId: activity!.id,
      chain: 'local1',
      contractAddress: testAddress(),
      tokenId: '42',
      staker: testAddress(),
      stakedAt: new Date('2024-01-02T00:00:00Z'),
      lockUntil: new Date('2024-01-03T00:00:00Z'),
      txHash: `0x${'01'.repeat(32)}`,
      blockNumber: 10,
      blockHash: `0x${'aa'.repeat(32)}`,
    };
    const [first] = await handle.db.insert(stakes).values(stake).returning();
    await expectViolation(handle.db.insert(stakes).values({ ...stake, txHash: `0x${'02'.repeat(32)}` }), {
      kind: 'unique',
      constraint: 'stakes_active_key',
    });
    await handle.db
      .update(stakes)
      .set({ status: 'unstaked', unstakedAt: new Date('2024-01-05T00:00:00Z') })
      .where(eq(stakes.id, first!.id));
    const [again] = await handle.db
      .insert(stakes)
      .values({ ...stake, txHash: `0x${'03'.repeat(32)}` })
      .returning();
    expect(again!.status).toBe('staked');
  });
});
