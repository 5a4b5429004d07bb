import { parseArgs } from 'node:util';
import {
  createPublicClient,
  createWalletClient,
  formatUnits,
  http,
  parseAbi,
  parseEventLogs,
  parseUnits,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { deployerAccount } from '@nft/devnet';

/**
 * The operator's staking command (docs/decisions/041-staking-in-the-product.md):
 *   npm run staking -w apps/embedded -- create --staking 0x.. --collections 0x..,0x.. --token 0x.. --reward 1000 --days 7 --lock 3600
 *   npm run staking -w apps/embedded -- show --staking 0x.. --activity 1
 *   npm run staking -w apps/embedded -- withdraw --staking 0x.. --activity 1 --to 0x..
 * --rpc (or STAKING_RPC_URL) defaults to the first local chain (http://127.0.0.1:8545); the key comes from
 * STAKING_OPERATOR_KEY, else the local devnet's deployer (the operator of the local stake contracts). The stake
 * contract of a chain is its `stakeContract` in GET /v1/chains.
 */
const stakingAbi = parseAbi([
  'function createActivity(address[] collections, address rewardToken, uint256 rewardAmount, uint64 startTime, uint64 endTime, uint64 lockPeriod, uint256 maxStaked) returns (uint256)',
  'function withdrawUnallocated(uint256 activityId, address to) returns (uint256)',
  'struct ActivityInfo { address rewardToken; uint64 startTime; uint64 endTime; uint64 lockPeriod; uint256 rewardAmount; uint256 maxStaked; uint256 totalStaked; uint256 rewardPerToken; uint256 paid; uint256 unallocated; uint256 withdrawn; uint256 remaining; address[] collections; }',
  'function getActivity(uint256 activityId) view returns (ActivityInfo)',
  'event ActivityCreated(uint256 indexed activityId, address indexed operator, address indexed rewardToken, address[] collections, uint256 rewardAmount, uint64 startTime, uint64 endTime, uint64 lockPeriod, uint256 maxStaked)',
]);
const erc20Abi = parseAbi([
  'function decimals() view returns (uint8)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function symbol() view returns (string)',
]);

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    rpc: { type: 'string' },
    staking: { type: 'string' },
    collections: { type: 'string' },
    token: { type: 'string' },
    reward: { type: 'string' },
    start: { type: 'string' },
    days: { type: 'string' },
    end: { type: 'string' },
    lock: { type: 'string', default: '0' },
    cap: { type: 'string', default: '0' },
    activity: { type: 'string' },
    to: { type: 'string' },
  },
});

function need(name: keyof typeof values): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new Error(`--${name} is required`);
  return value;
}

async function main() {
  const rpcUrl = values.rpc ?? process.env.STAKING_RPC_URL ?? 'http://127.0.0.1:8545';
  const account = privateKeyToAccount((process.env.STAKING_OPERATOR_KEY ?? deployerAccount.privateKey) as Hex);
  const client = createPublicClient({ transport: http(rpcUrl) });
  const chain = {
    id: await client.getChainId(),
    name: 'target',
    nativeCurrency: { name: 'Native', symbol: 'N', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  };
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) });
  const staking = (values.staking ?? process.env.STAKING_CONTRACT ?? need('staking')) as Address;
  const send = async (request: Parameters<typeof wallet.writeContract>[0]) => {
    const hash = await wallet.writeContract(request);
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`transaction reverted: ${hash}`);
    return receipt;
  };
  const show = async (activityId: bigint) => {
    const info = await client.readContract({ address: staking, abi: stakingAbi, functionName: 'getActivity', args: [activityId] });
    const decimals = await client.readContract({ address: info.rewardToken, abi: erc20Abi, functionName: 'decimals' });
    const amount = (value: bigint) => formatUnits(value, decimals);
    console.log(
      JSON.stringify(
        {
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
        },
        null,
        2,
      ),
    );
  };

  switch (positionals[0]) {
    case 'create': {
      const token = need('token') as Address;
      const decimals = await client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' });
      const reward = parseUnits(need('reward'), decimals);
      const now = Math.floor(Date.now() / 1000);
      const start = !values.start || values.start === 'now' ? now : Math.floor(Date.parse(values.start) / 1000);
      const end = values.end ? Math.floor(Date.parse(values.end) / 1000) : start + Math.round(Number(values.days ?? '7') * 86_400);
      if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) throw new Error('the end must come after the start');
      const collections = need('collections')
        .split(',')
        .map((address) => address.trim() as Address);
      await send({ address: token, abi: erc20Abi, functionName: 'approve', args: [staking, reward], account, chain });
      const receipt = await send({
        address: staking,
        abi: stakingAbi,
        functionName: 'createActivity',
        args: [collections, token, reward, BigInt(start), BigInt(end), BigInt(need('lock')), BigInt(need('cap'))],
        account,
        chain,
      });
      const [created] = parseEventLogs({ abi: stakingAbi, eventName: 'ActivityCreated', logs: receipt.logs });
      await show(created!.args.activityId);
      return;
    }
    case 'show':
      return show(BigInt(need('activity')));
    case 'withdraw': {
      const activityId = BigInt(need('activity'));
      await send({
        address: staking,
        abi: stakingAbi,
        functionName: 'withdrawUnallocated',
        args: [activityId, need('to') as Address],
        account,
        chain,
      });
      return show(activityId);
    }
    default:
      throw new Error('usage: staking create|show|withdraw --staking 0x.. [options] (see docs/decisions/041-staking-in-the-product.md)');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
