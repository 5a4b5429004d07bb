// Benchmark `order-intake`: POST /v1/orders of freshly signed Seaport listings (every intake check:
// format, EIP-712 signature, zone, conduit and counter, ownership and approval read from a real anvil
// chain, economics; then the insert with its activity and best listing) over real HTTP on 127.0.0.1,
// against raw EIP-712 signature verification of the same orders, alternating in the same run; medians
// and their ratio (target >= 0.4). PGlite always; PostgreSQL too when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set. A run on a busy machine judges no target.
// Run: npm run bench -- order-intake (or npx tsx bench/order-intake.bench.ts)
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createPublicClient, createWalletClient, http, parseEventLogs, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { z } from 'zod';
import { chainContractsFromDeployment, marketplaceErc721Abi } from '@nft/contracts';
import { testAccounts } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { startChildServer } from './lib/child-server';
import { median } from './lib/median';
import { finishRun, runHeader, startRun, verdict } from './lib/run-record';
import { closeClient, measureReference, measureSubject, postJson, prepareListings, signIn } from './order-intake/order-intake-workload';

const env = z
  .object({
    BENCH_DATABASE_URL: z.string().optional(),
    TEST_DATABASE_URL: z.string().optional(),
    ORDER_INTAKE_BENCH_ROUNDS: z.coerce.number().int().positive().default(5),
    ORDER_INTAKE_BENCH_LISTINGS: z.coerce.number().int().positive().default(200),
    ORDER_INTAKE_BENCH_CLIENTS: z.coerce.number().int().positive().default(8),
  })
  .parse(process.env);

const postgresUrl = env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || undefined;
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
const seller = privateKeyToAccount(testAccounts[1]!.privateKey);
const feeRecipient = testAccounts[9]!.address;

/** The listed token: minted to the seller with a 5 % ERC-2981 royalty, the conduit approved. */
async function prepareChain(chain: TestChain): Promise<bigint> {
  const viemChain = {
    id: chain.chainId,
    name: 'local1',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  };
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) });
  const wallet = createWalletClient({ account: seller, chain: viemChain, transport: http(chain.rpcUrl) });
  const { erc721, conduit } = chain.deployment;
  const minted = await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: erc721,
      abi: marketplaceErc721Abi,
      functionName: 'mint',
      args: [seller.address, 'ipfs://bench', testAccounts[8]!.address, 500n],
    }),
  });
  await client.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      address: erc721,
      abi: marketplaceErc721Abi,
      functionName: 'setApprovalForAll',
      args: [conduit, true],
    }),
  });
  return parseEventLogs({ abi: marketplaceErc721Abi, eventName: 'Transfer', logs: minted.logs })[0]!.args.tokenId;
}

async function run(chain: TestChain, tokenId: bigint, databaseUrl: string | undefined) {
  const server = await startChildServer(fileURLToPath(new URL('./order-intake/order-intake-server.ts', import.meta.url)), {
    env: { TEST_DATABASE_URL: databaseUrl ?? '' },
    hello: { rpcUrl: chain.rpcUrl, contracts: chainContractsFromDeployment(chain.deployment), feeRecipient },
  });
  try {
    const token = await signIn(server.url, seller, 'local1');
    const built = await postJson(
      `${server.url}/v1/orders/build`,
      {
        chain: 'local1',
        side: 'listing',
        kind: 'fixed',
        items: [{ contract: chain.deployment.erc721, tokenId: tokenId.toString() }],
        price: '1.5',
        endTime: Math.floor(Date.now() / 1000) + 7 * 86_400,
      },
      { token },
    );
    if (built.status !== 200) throw new Error(`orders/build answered ${built.status}: ${JSON.stringify(built.json)}`);
    const [template] = (built.json.data as { orders: Record<string, unknown>[] }).orders;
    const prepare = (count: number) => prepareListings(template!, seller, chain.chainId, chain.deployment.seaport as Hex, count);
    // Warm-up: JIT, connection pools, the first database pages, the conduit key cache.
    const warm = await prepare(30);
    await measureSubject(server.url, token, warm, env.ORDER_INTAKE_BENCH_CLIENTS);
    await measureReference(warm);
    const subject: number[] = [];
    const reference: number[] = [];
    let database = '';
    for (let round = 0; round < env.ORDER_INTAKE_BENCH_ROUNDS; round++) {
      const listings = await prepare(env.ORDER_INTAKE_BENCH_LISTINGS);
      // Alternate which side goes first, so drift on a shared machine hits both alike.
      if (round % 2 === 0) {
        subject.push(await measureSubject(server.url, token, listings, env.ORDER_INTAKE_BENCH_CLIENTS));
        reference.push(await measureReference(listings));
      } else {
        reference.push(await measureReference(listings));
        subject.push(await measureSubject(server.url, token, listings, env.ORDER_INTAKE_BENCH_CLIENTS));
      }
      database = databaseUrl ? 'postgres' : 'pglite';
      console.log(`${database} round ${round + 1}: subject ${subject.at(-1)!.toFixed(0)}/s, reference ${reference.at(-1)!.toFixed(0)}/s`);
    }
    const subjectMedian = median(subject);
    const referenceMedian = median(reference);
    return {
      database,
      subjectPerSecond: subject.map(Math.round),
      referencePerSecond: reference.map(Math.round),
      subjectMedianPerSecond: Math.round(subjectMedian),
      referenceMedianPerSecond: Math.round(referenceMedian),
      ratio: Math.round((subjectMedian / referenceMedian) * 1000) / 1000,
    };
  } finally {
    await server.stop();
  }
}

const start = startRun(['apps/api/src', 'packages/db/src', 'packages/seaport/src', 'bench']);
const chain = await startTestChain();
const measured = [];
try {
  const tokenId = await prepareChain(chain);
  measured.push(await run(chain, tokenId, undefined));
  if (postgresUrl) measured.push(await run(chain, tokenId, postgresUrl));
} finally {
  closeClient();
  await chain.stop();
}
const record = finishRun(start, measured.map((entry) => entry.database).join(', '));
const target = 0.4;

const result = {
  name: 'order-intake',
  run: record,
  subject:
    'POST /v1/orders of freshly signed Seaport 1.6 listings (ERC-721, native currency, fee and ERC-2981 royalty), every intake check with its chain reads on a local anvil, and the insert; real HTTP on 127.0.0.1, API in its own process',
  reference: 'raw EIP-712 verification of the same orders in one process (viem verifyTypedData: typed-data hash and key recovery)',
  target,
  dataSize: {
    listingsPerRound: env.ORDER_INTAKE_BENCH_LISTINGS,
    rounds: env.ORDER_INTAKE_BENCH_ROUNDS,
    concurrentClients: env.ORDER_INTAKE_BENCH_CLIENTS,
    startingDatabase: 'empty, migrated; the book grows by every posted listing',
  },
  measured: measured.map((entry) => ({ ...entry, targetMet: verdict(entry.ratio >= target, record) })),
};

const table = [
  '# Benchmark: order-intake',
  '',
  runHeader(record),
  '',
  `${env.ORDER_INTAKE_BENCH_ROUNDS} rounds of ${env.ORDER_INTAKE_BENCH_LISTINGS} freshly signed listings, ${env.ORDER_INTAKE_BENCH_CLIENTS} concurrent clients.`,
  '',
  `Subject: ${result.subject}. Reference: ${result.reference}. Target ratio >= ${target}.`,
  '',
  '| database | subject median (orders/s) | reference median (verifications/s) | ratio | target met |',
  '|---|---|---|---|---|',
  ...result.measured.map(
    (entry) =>
      `| ${entry.database} | ${entry.subjectMedianPerSecond} | ${entry.referenceMedianPerSecond} | ${entry.ratio} | ${entry.targetMet} |`,
  ),
  '',
].join('\n');

await mkdir(resultsDir, { recursive: true });
await writeFile(`${resultsDir}order-intake.json`, `${JSON.stringify(result, null, 2)}\n`);
await writeFile(`${resultsDir}order-intake.md`, table);
console.log(table);
