import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  parseEventLogs,
  parseUnits,
  type Address,
  type Hex,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { nftStakingAbi } from '@nft/contracts/abi';
import {
  checkCreateActivity,
  createActivitySteps,
  readRewardAllowance,
  withdrawUnallocatedStep,
  type OperatorStep,
} from '@nft/contracts/staking';

export type CreateActivityOptions = {
  collections: Address[];
  token: Address;
  /** In the token's display units, e.g. '1000'. */
  reward: string;
  /** Seconds since the epoch; default: the chain's now. */
  start?: number;
  /** Seconds since the epoch; default: start + days. */
  end?: number;
  days?: number;
  lockSeconds: bigint;
  cap: bigint;
};

const problems = {
  empty_collections: 'at least one eligible collection is required',
  collections_invalid: 'the eligible collections must be distinct and not the zero address',
  amount_not_positive: 'the reward must be more than 0',
  amount_too_large: 'the reward is more than the contract accepts (2^128 - 1 base units)',
  end_before_start: 'the end must come after the start',
  start_in_past: 'the start is in the past on this chain',
} as const;

/**
 * The operator's staking actions behind `npm run staking` (apps/embedded/src/staking-operator.ts): the same transactions
 * the operator console has the admin's wallet send (@nft/contracts/staking, docs/decisions/041-staking-in-the-product.md),
 * sent here with a key.
 */
export function stakingOperator({ rpcUrl, privateKey, staking }: { rpcUrl: string; privateKey: Hex; staking: Address }) {
  const account = privateKeyToAccount(privateKey);
  const client = createPublicClient({ transport: http(rpcUrl) });
  const chainOf = async () => ({
    id: await client.getChainId(),
    name: 'target',
    nativeCurrency: { name: 'Native', symbol: 'N', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const send = async (steps: OperatorStep[]): Promise<TransactionReceipt> => {
    const wallet = createWalletClient({ account, chain: await chainOf(), transport: http(rpcUrl) });
    let receipt: TransactionReceipt | undefined;
    for (const step of steps) {
      const hash = await wallet.sendTransaction({ to: step.to, data: step.data, value: 0n });
      receipt = await client.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success') throw new Error(`transaction reverted: ${hash} (${step.description})`);
    }
    return receipt!;
  };

  const show = async (activityId: bigint) => {
    const info = await client.readContract({ address: staking, abi: nftStakingAbi, functionName: 'getActivity', args: [activityId] });
    const decimals = await client.readContract({ address: info.rewardToken, abi: erc20Abi, functionName: 'decimals' });
    const amount = (value: bigint) => formatUnits(value, decimals);
    return {
      activityId: activityId.toString(),
      collections: info.collections,
      rewardToken: info.rewardToken,
      start: new Date(Number(info.startTime) * 1000).toISOString(),
      end: new Date(Number(info.endTime) * 1000).toISOString(),
      lockPeriodSeconds: Number(info.lockPeriod),
      reward: amount(info.rewardAmount),
      paid: amount(info.paid),
      unallocated: amount(info.unallocated),
      withdrawn: amount(info.withdrawn),
      remaining: amount(info.remaining),
      totalStaked: info.totalStaked.toString(),
    };
  };

  return {
    account: account.address,
    show,
    /** approve when the allowance is short, then createActivity; answers the new activity's id. */
    async create(options: CreateActivityOptions): Promise<bigint> {
      const decimals = await client.readContract({ address: options.token, abi: erc20Abi, functionName: 'decimals' });
      const chainNow = (await client.getBlock()).timestamp;
      const start = options.start !== undefined ? BigInt(options.start) : chainNow;
      const end = options.end !== undefined ? BigInt(options.end) : start + BigInt(Math.round((options.days ?? 7) * 86_400));
      const params = {
        stakeContract: staking,
        collections: options.collections,
        rewardToken: options.token,
        rewardAmount: parseUnits(options.reward, decimals),
        startTime: start,
        endTime: end,
        lockPeriod: options.lockSeconds,
        maxStaked: options.cap,
      };
      const problem = checkCreateActivity(params, chainNow);
      if (problem) throw new Error(problems[problem]);
      const allowance = await readRewardAllowance(client, options.token, account.address, staking);
      const receipt = await send(createActivitySteps(params, allowance));
      const [created] = parseEventLogs({ abi: nftStakingAbi, eventName: 'ActivityCreated', logs: receipt.logs });
      if (!created) throw new Error('no ActivityCreated event');
      return created.args.activityId;
    },
    async withdraw(activityId: bigint, to: Address) {
      await send([withdrawUnallocatedStep(staking, activityId, to)]);
    },
  };
}
