import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeAbiParameters,
  http,
  parseAbi,
  parseUnits,
  type Abi,
  type Address,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { and, eq } from 'drizzle-orm';
import { stakingActivities, type DatabaseHandle } from '@nft/db';
import { demoCatalogue, deployerAccount, testAccounts, withGasHeadroom, type DevnetChain } from '@nft/devnet';
import { demoItems } from './seed-demo-listings';

/** Reads and mined writes on a local chain as one account. */
function actor(chain: DevnetChain, account: PrivateKeyAccount) {
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.symbol,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) });
  const wallet = createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) });
  return {
    read: (address: Address, abi: Abi, functionName: string, args: readonly unknown[]) =>
      client.readContract({ address, abi, functionName, args }) as Promise<bigint>,
    async call(address: Address, abi: Abi, functionName: string, args: readonly unknown[]) {
      const { request } = await client.simulateContract({ address, abi, functionName, args, account });
      const gas = withGasHeadroom(await client.estimateContractGas({ address, abi, functionName, args, account }));
      const hash = await wallet.writeContract({ ...request, gas });
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      if (receipt.status !== 'success') throw new Error(`demo staking transaction ${hash} reverted`);
    },
    timestamp: async () => (await client.getBlock()).timestamp,
  };
}

/**
 * The demo's staking (docs/decisions/041-staking-in-the-product.md): on each local chain an ongoing activity
 * (30 days, a 10-minute lock, rewards in the stable token) for one demo collection with two of its NFTs
 * staked by their creator, and a short one that ends 90 seconds after the first start (the contract takes
 * no end in the past), so the finished tab is not empty. Items no other demo order uses. Once per chain:
 * a chain whose stake contract already has activities is left alone.
 */
export const demoStaking = [
  {
    chain: 'local1',
    slug: 'pixel-critters',
    ongoing: [5, 6],
    finished: [7],
    titles: {
      ongoing: ['Pixel Critters winter staking', 'Stake a critter for the month and share 100,000 TUSD. Claim after a ten-minute lock.'],
      finished: ['Pixel Critters launch sprint', 'A 90-second warm-up that ended right after the marketplace opened.'],
    },
  },
  {
    chain: 'local2',
    slug: 'harbor-waves',
    ongoing: [3, 4],
    finished: [] as number[],
    titles: {
      ongoing: ['Harbor Waves tide pool', 'Stake a session for the month and share 100,000 TUSD. Claim after a ten-minute lock.'],
      finished: ['Harbor Waves first wave', 'A 90-second warm-up that ended right after the marketplace opened.'],
    },
  },
] as const;

/** How long the seed waits for the indexer to record an activity before it names it. */
const indexedWithinMs = 30_000;

const stakingAbi = parseAbi([
  'function activityCount() view returns (uint256)',
  'function createActivity(address[] collections, address rewardToken, uint256 rewardAmount, uint64 startTime, uint64 endTime, uint64 lockPeriod, uint256 maxStaked) returns (uint256)',
]);
const tokenAbi = parseAbi([
  'function mint(address to, uint256 amount)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);
const nftAbi = parseAbi([
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
]);

export type SeedStakingResult = { activities: string[]; stakes: string[]; failed: string[] };

export async function seedDemoStaking({
  database,
  chains,
}: {
  database: DatabaseHandle;
  chains: readonly DevnetChain[];
}): Promise<SeedStakingResult> {
  const result: SeedStakingResult = { activities: [], stakes: [], failed: [] };
  for (const plan of demoStaking) {
    const chain = chains.find((c) => c.symbol === plan.chain);
    const demo = demoCatalogue.find((c) => c.slug === plan.slug && c.chain === plan.chain);
    if (!chain || !demo) continue;
    try {
      const { deployment } = chain;
      const operator = actor(chain, privateKeyToAccount(deployerAccount.privateKey));
      if ((await operator.read(deployment.staking, stakingAbi, 'activityCount', [])) > 0n) continue;
      const items = await demoItems(database, demo);
      const contract = items[0]!.contract as Address;
      const now = await operator.timestamp();
      const create = async (reward: string, seconds: bigint, lock: bigint) => {
        const amount = parseUnits(reward, 6);
        await operator.call(deployment.stableToken, tokenAbi, 'mint', [deployerAccount.address, amount]);
        await operator.call(deployment.stableToken, tokenAbi, 'approve', [deployment.staking, amount]);
        const id = (await operator.read(deployment.staking, stakingAbi, 'activityCount', [])) + 1n;
        await operator.call(deployment.staking, stakingAbi, 'createActivity', [
          [contract],
          deployment.stableToken,
          amount,
          now,
          now + seconds,
          lock,
          0n,
        ]);
        result.activities.push(`${plan.chain} #${id}`);
        return id;
      };
      const ongoing = await create('100000', 30n * 86_400n, 600n);
      const finished = await create('1000', 90n, 0n);
      const creator = privateKeyToAccount(testAccounts[demo.creatorAccount]!.privateKey);
      const holder = actor(chain, creator);
      const stake = async (activityId: bigint, index: number) => {
        const item = items[index]!;
        const data = encodeAbiParameters([{ type: 'uint256' }], [activityId]);
        const args =
          item.standard === 'ERC-1155'
            ? [creator.address, deployment.staking, BigInt(item.tokenId), 1n, data]
            : [creator.address, deployment.staking, BigInt(item.tokenId), data];
        await holder.call(item.contract as Address, nftAbi, 'safeTransferFrom', args);
        result.stakes.push(`${plan.slug} #${index + 1} on ${plan.chain}`);
      };
      for (const index of plan.ongoing) await stake(ongoing, index);
      for (const index of plan.finished) await stake(finished, index);
      await nameActivity(database, plan.chain, ongoing, plan.titles.ongoing);
      await nameActivity(database, plan.chain, finished, plan.titles.finished);
    } catch (error) {
      result.failed.push(`${plan.slug} on ${plan.chain}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
  return result;
}

/**
 * Gives an activity its title and description once the indexer has recorded it, as an operator does in the console
 * (the chain's event carries neither, so it would read "Staking #1" on both chains).
 */
async function nameActivity(
  { db }: DatabaseHandle,
  chain: string,
  activityId: bigint,
  [title, description]: readonly [string, string],
): Promise<void> {
  const where = and(eq(stakingActivities.chain, chain), eq(stakingActivities.poolId, activityId.toString()));
  const deadline = Date.now() + indexedWithinMs;
  while (
    (await db.update(stakingActivities).set({ title, description }).where(where).returning({ id: stakingActivities.id })).length === 0
  ) {
    if (Date.now() > deadline) throw new Error(`activity ${chain} #${activityId} was not indexed within ${indexedWithinMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
