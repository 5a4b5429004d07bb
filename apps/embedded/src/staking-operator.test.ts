import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createTestClient, createWalletClient, http, type Address } from 'viem';
import { nftStakingAbi, stableTestTokenAbi } from '@nft/contracts/abi';
import { deployerAccount } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { stakingOperator } from './staking-operator-actions';

// The operator's staking transactions (@nft/contracts/staking: what POST /v1/admin/staking/build answers the console and
// what `npm run staking` sends) on a real NftStaking: anvil account 0, the local operator, creates and funds an activity,
// the contract holds it as asked; after the end (anvil time travel) with nothing staked the whole reward is
// unallocated and the withdrawal pays it back to the operator.
let chain: TestChain;

beforeAll(async () => {
  chain = await startTestChain({ chainId: 31337 });
});

afterAll(async () => {
  await chain?.stop();
});

describe('the operator staking builder on anvil', () => {
  it('creates and funds an activity (approve + createActivity), then withdraws its unallocated reward after the end', async () => {
    const { staking, stableToken } = chain.deployment;
    const transport = http(chain.rpcUrl);
    const client = createPublicClient({ transport });
    const viemChain = {
      id: chain.chainId,
      name: 'operator',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    };
    const wallet = createWalletClient({ account: deployerAccount.address as Address, chain: viemChain, transport });
    const reward = 250n * 10n ** 6n; // the stable token has 6 decimals
    const balance = () =>
      client.readContract({
        address: stableToken,
        abi: stableTestTokenAbi,
        functionName: 'balanceOf',
        args: [deployerAccount.address as Address],
      });
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: stableToken,
        abi: stableTestTokenAbi,
        functionName: 'mint',
        args: [deployerAccount.address as Address, reward],
        account: deployerAccount.address as Address,
        chain: viemChain,
      }),
    });
    const before = await balance();
    const operator = stakingOperator({ rpcUrl: chain.rpcUrl, privateKey: deployerAccount.privateKey, staking });
    const collections = ['0x00000000000000000000000000000000000000a1', '0x00000000000000000000000000000000000000a2'] as Address[];
    const start = Number((await client.getBlock()).timestamp) + 60;
    const activityId = await operator.create({
      collections,
      token: stableToken,
      reward: '250',
      start,
      end: start + 3600,
      lockSeconds: 600n,
      cap: 5n,
    });

    const info = await client.readContract({ address: staking, abi: nftStakingAbi, functionName: 'getActivity', args: [activityId] });
    expect(info).toMatchObject({
      rewardToken: stableToken,
      startTime: BigInt(start),
      endTime: BigInt(start + 3600),
      lockPeriod: 600n,
      rewardAmount: reward,
      maxStaked: 5n,
      totalStaked: 0n,
    });
    expect(info.collections.map((c) => c.toLowerCase())).toEqual(collections);
    expect(await balance()).toBe(before - reward);

    // Before the end the contract refuses the withdrawal; after it, with nothing ever staked, everything is unallocated.
    await expect(operator.withdraw(activityId, deployerAccount.address as Address)).rejects.toThrow();
    await createTestClient({ mode: 'anvil', transport }).increaseTime({ seconds: 2 * 3600 });
    await createTestClient({ mode: 'anvil', transport }).mine({ blocks: 1 });
    await operator.withdraw(activityId, deployerAccount.address as Address);
    expect(await operator.show(activityId)).toMatchObject({ unallocated: '0', withdrawn: '250' });
    expect(await balance()).toBe(before);
  });
});
