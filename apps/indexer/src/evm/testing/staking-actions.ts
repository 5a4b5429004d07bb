import {
  createWalletClient,
  encodeAbiParameters,
  http,
  parseEventLogs,
  type Abi,
  type Address,
  type Hex,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { marketplaceErc721Abi, nftStakingAbi, stableTestTokenAbi, type Deployment } from '@nft/contracts';
import { withGasHeadroom } from '@nft/devnet';
import type { ChainActor } from '../../testing/chain-actor';

/** Drives the chain's NftStaking the way an operator and holders would (tests only). */
export function stakingActions(rpcUrl: string, actor: ChainActor, deployment: Deployment) {
  type Call = { address: Address; abi: Abi; functionName: string; args: readonly unknown[] };
  const send = async (key: Hex, call: Call): Promise<TransactionReceipt> => {
    const account = privateKeyToAccount(key);
    // Simulated first, so a refusal names the contract's custom error.
    const { request } = await actor.client.simulateContract({ ...call, account });
    const gas = withGasHeadroom(await actor.client.estimateContractGas({ ...call, account }));
    const wallet = createWalletClient({ account, chain: actor.client.chain, transport: http(rpcUrl) });
    const hash = await wallet.writeContract({ ...request, gas });
    const receipt = await actor.client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    if (receipt.status !== 'success')
      throw new Error(`transaction reverted: ${hash} (${await revertReason(call, account.address, gas, receipt)})`);
    return receipt;
  };
  // Why a mined call reverted though its simulation passed (a rare CI failure): the gas it used against its limit, and
  // the call replayed on its own block's state and time, so the failure names the contract's error, not only a hash.
  const revertReason = async (call: Call, account: Address, gas: bigint, receipt: TransactionReceipt) => {
    const used = `gas ${receipt.gasUsed} of ${gas}`;
    try {
      await actor.client.simulateContract({ ...call, account, blockNumber: receipt.blockNumber });
      return `${used}; the call passes when replayed on its block`;
    } catch (error) {
      return `${used}; replayed on its block: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    }
  };
  return {
    /** Mints the reward in the stable token to the operator and creates a funded activity for the platform ERC-721. */
    async createActivity(operatorKey: Hex, options: { reward: bigint; startTime: bigint; endTime: bigint; lockPeriod: bigint }) {
      const operator = privateKeyToAccount(operatorKey).address;
      await send(operatorKey, {
        address: deployment.stableToken,
        abi: stableTestTokenAbi,
        functionName: 'mint',
        args: [operator, options.reward],
      });
      await send(operatorKey, {
        address: deployment.stableToken,
        abi: stableTestTokenAbi,
        functionName: 'approve',
        args: [deployment.staking, options.reward],
      });
      const receipt = await send(operatorKey, {
        address: deployment.staking,
        abi: nftStakingAbi,
        functionName: 'createActivity',
        args: [[deployment.erc721], deployment.stableToken, options.reward, options.startTime, options.endTime, options.lockPeriod, 0n],
      });
      const [created] = parseEventLogs({ abi: nftStakingAbi, eventName: 'ActivityCreated', logs: receipt.logs });
      return { activityId: created!.args.activityId, receipt };
    },
    /** Stakes a platform ERC-721 with one safeTransferFrom carrying the activity id. */
    async stake721(key: Hex, activityId: bigint, tokenId: bigint) {
      const holder = privateKeyToAccount(key).address;
      const receipt = await send(key, {
        address: deployment.erc721,
        abi: marketplaceErc721Abi,
        functionName: 'safeTransferFrom',
        args: [holder, deployment.staking as Address, tokenId, encodeAbiParameters([{ type: 'uint256' }], [activityId])],
      });
      const [staked] = parseEventLogs({ abi: nftStakingAbi, eventName: 'Staked', logs: receipt.logs });
      return { stakeId: staked!.args.stakeId, receipt };
    },
    unstake: (key: Hex, stakeId: bigint) =>
      send(key, { address: deployment.staking, abi: nftStakingAbi, functionName: 'unstake', args: [stakeId] }),
    claim: (key: Hex, stakeId: bigint) =>
      send(key, { address: deployment.staking, abi: nftStakingAbi, functionName: 'claim', args: [stakeId] }),
  };
}
