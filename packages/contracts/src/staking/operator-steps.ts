import { encodeFunctionData, erc20Abi, type Address, type Hex, type PublicClient } from 'viem';
import { nftStakingAbi } from '../abi/nft-staking-abi';

/**
 * The operator's staking transactions (docs/decisions/041-staking-in-the-product.md), built in one place for the
 * operator console (POST /v1/admin/staking/build, sent by the admin's wallet) and the `npm run staking` command
 * (apps/embedded/src/staking-operator.ts, sent with a key): an ERC-20 approve when the allowance is short, then
 * createActivity; or withdrawUnallocated after the end.
 */
export type OperatorStep = { kind: 'transaction'; description: string; to: Address; data: Hex; value: '0' };

export type CreateActivityParams = {
  stakeContract: Address;
  collections: readonly Address[];
  rewardToken: Address;
  /** Base units of the reward token, funded (transferred in) by createActivity. */
  rewardAmount: bigint;
  /** Seconds since the epoch, chain time. */
  startTime: bigint;
  endTime: bigint;
  lockPeriod: bigint;
  /** Most units staked at once; 0 = uncapped. */
  maxStaked: bigint;
};

export type OperatorStepError =
  'empty_collections' | 'collections_invalid' | 'amount_not_positive' | 'amount_too_large' | 'end_before_start' | 'start_in_past';

/** The contract's bound on amounts (NftStaking MAX_UNITS). */
const maxUnits = 2n ** 128n - 1n;
const zeroAddress = /^0x0{40}$/i;

/** A start this many seconds before the chain's now still counts as "now" (a form's "start now" arrives a moment later). */
export const startGraceSeconds = 300n;

/** What the contract would refuse (or the operator surely did not mean), checked before building; undefined when fine. */
export function checkCreateActivity(params: CreateActivityParams, chainNow: bigint): OperatorStepError | undefined {
  if (params.collections.length === 0) return 'empty_collections';
  const distinct = new Set(params.collections.map((address) => address.toLowerCase()));
  if (distinct.size !== params.collections.length || params.collections.some((address) => zeroAddress.test(address)))
    return 'collections_invalid';
  if (params.rewardAmount <= 0n) return 'amount_not_positive';
  if (params.rewardAmount > maxUnits) return 'amount_too_large';
  if (params.endTime <= params.startTime) return 'end_before_start';
  if (params.startTime + startGraceSeconds < chainNow) return 'start_in_past';
  return undefined;
}

/** approve (only when `allowance` is short of the reward), then createActivity. */
export function createActivitySteps(params: CreateActivityParams, allowance: bigint): OperatorStep[] {
  const steps: OperatorStep[] = [];
  if (allowance < params.rewardAmount) {
    steps.push({
      kind: 'transaction',
      description: 'Approve the reward token for the stake contract',
      to: params.rewardToken,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [params.stakeContract, params.rewardAmount] }),
      value: '0',
    });
  }
  steps.push({
    kind: 'transaction',
    description: 'Create and fund the staking activity',
    to: params.stakeContract,
    data: encodeFunctionData({
      abi: nftStakingAbi,
      functionName: 'createActivity',
      args: [
        [...params.collections],
        params.rewardToken,
        params.rewardAmount,
        params.startTime,
        params.endTime,
        params.lockPeriod,
        params.maxStaked,
      ],
    }),
    value: '0',
  });
  return steps;
}

export function withdrawUnallocatedStep(stakeContract: Address, activityId: bigint, to: Address): OperatorStep {
  return {
    kind: 'transaction',
    description: 'Withdraw the unallocated reward',
    to: stakeContract,
    data: encodeFunctionData({ abi: nftStakingAbi, functionName: 'withdrawUnallocated', args: [activityId, to] }),
    value: '0',
  };
}

/** The operator's allowance of `token` to the stake contract. */
export async function readRewardAllowance(
  client: PublicClient,
  token: Address,
  operator: Address,
  stakeContract: Address,
): Promise<bigint> {
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [operator, stakeContract] });
}

/** The contract's view of an activity: its end, unallocated and withdrawn reward. */
export async function readActivityFunds(client: PublicClient, stakeContract: Address, activityId: bigint) {
  const info = await client.readContract({ address: stakeContract, abi: nftStakingAbi, functionName: 'getActivity', args: [activityId] });
  return { endTime: info.endTime, unallocated: info.unallocated, withdrawn: info.withdrawn, rewardAmount: info.rewardAmount };
}
