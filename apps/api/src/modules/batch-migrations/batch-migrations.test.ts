import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createPublicClient, createWalletClient, http, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { loadArtifacts, thirdPartyErc721Abi } from '@nft/contracts';
import { adminAuditLog, batchMigrations, contracts } from '@nft/db';
import { insertCollection } from '@nft/db/testing';
import { testAccounts } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { signedInAccount, type SignedInAccount } from '../../test-support/signed-in-account';

// Batch migration requests on a real anvil (docs/decisions/048-batch-migration-control-and-review.md): the applicant must
// control the contract (owner(), or the deployer's signature checked against the creation transaction), bad input is a
// 4xx that writes nothing, and the operators' review is audited.
const [creatorKey, delegateKey, strangerKey, adminKey] = [testAccounts[4]!, testAccounts[5]!, testAccounts[6]!, testAccounts[7]!];
const baseUri = 'http://127.0.0.1:9/meta/';
let chain: TestChain;
let testApp: TestApp;
let creator: SignedInAccount;
let delegate: SignedInAccount;
let stranger: SignedInAccount;
let admin: SignedInAccount;
let contract: string;
let deploymentBlock: number;
let creatorCollection: number;
let delegateCollection: number;
let strangerCollection: number;

beforeAll(async () => {
  chain = await startTestChain();
  testApp = await createTestApp({
    env: { LOCAL_CHAINS: 'true', RATE_LIMIT_MAX: '100000', RPC_URL_LOCAL1: chain.rpcUrl, ADMIN_ADDRESSES: adminKey.address },
  });
  await testApp.app.ready();
  const { db } = testApp.database;
  const signIn = (account: { address: string }) => signedInAccount(db, account.address.toLowerCase());
  [creator, delegate, stranger, admin] = [
    await signIn(creatorKey),
    await signIn(delegateKey),
    await signIn(strangerKey),
    await signIn(adminKey),
  ];
  const viemChain = {
    id: 31337,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  };
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) });
  const wallet = createWalletClient({
    account: privateKeyToAccount(creatorKey.privateKey),
    chain: viemChain,
    transport: http(chain.rpcUrl),
  });
  const artifacts = await loadArtifacts();
  const deployed = await client.waitForTransactionReceipt({
    hash: await wallet.deployContract({
      abi: thirdPartyErc721Abi,
      bytecode: artifacts.ThirdPartyERC721.bytecode,
      args: ['Elsewhere', 'ELSE', baseUri],
    }),
    pollingInterval: 50,
  });
  contract = deployed.contractAddress!.toLowerCase();
  deploymentBlock = Number(deployed.blockNumber);
  for (const tokenId of [1n, 2n, 3n]) {
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: contract as Address,
        abi: thirdPartyErc721Abi,
        functionName: 'mint',
        args: [creatorKey.address, tokenId],
      }),
      pollingInterval: 50,
    });
  }
  const collection = async (owner: SignedInAccount, chainSymbol = 'local1') =>
    (await insertCollection(db, { chain: chainSymbol, creatorAddress: owner.address, name: `Target of ${owner.address.slice(0, 8)}` })).id;
  [creatorCollection, delegateCollection, strangerCollection] = await Promise.all([
    collection(creator),
    collection(delegate),
    collection(stranger),
  ]);
});

afterAll(async () => {
  await testApp?.close();
  await chain?.stop();
});

const call = async (method: 'GET' | 'POST', url: string, account: SignedInAccount, payload?: object) => {
  const response = await testApp.app.inject({ method, url, headers: account.headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
};
const check = (account: SignedInAccount, address = contract) =>
  call('GET', `/v1/batch-migrations/check?chain=local1&contractAddress=${address}`, account);
const requestCount = async () => (await testApp.database.db.select().from(batchMigrations)).length;
const auditCount = async () => (await testApp.database.db.select().from(adminAuditLog)).length;

const consecutive = (collectionId: number, proof: object = { kind: 'owner' }) => ({
  chain: 'local1',
  contractAddress: contract.toUpperCase().replace('0X', '0x'),
  collectionId,
  contact: 'creator@example.com',
  tokenIdType: 'consecutive',
  rangeStart: '1',
  rangeEnd: '2',
  proof,
});

describe('GET /v1/batch-migrations/check', () => {
  it("reads the contract's facts and says the owner controls it", async () => {
    const { status, body } = await check(creator);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      chain: 'local1',
      contractAddress: contract,
      chainAnswered: true,
      control: 'owner',
      ownerIsYou: true,
      deployerIsYou: true,
      facts: {
        standard: 'ERC-721',
        name: 'Elsewhere',
        symbol: 'ELSE',
        owner: creator.address,
        totalSupply: null,
        deployer: creator.address,
        deploymentBlock,
      },
      maxTokens: 10_000,
    });
    expect(body.data.controlMessage).toContain(contract);
    expect(body.data.controlMessage).toContain(creator.address);
  });

  it('tells another applicant to ask the deployer for a signature naming them', async () => {
    const { body } = await check(delegate);
    expect(body.data).toMatchObject({ control: 'deployer', ownerIsYou: false, deployerIsYou: false });
    expect(body.data.controlMessage).toContain(delegate.address);
  });

  it('finds no standard on an ERC-20 or an account without code', async () => {
    for (const address of [chain.deployment.stableToken, stranger.address]) {
      const { status, body } = await check(creator, address.toLowerCase());
      expect(status).toBe(200);
      expect(body.data.facts.standard).toBeNull();
    }
  });
  it("answers 200 with every fact unknown when the chain's node does not answer (the form offers a retry)", async () => {
    const down = await createTestApp({
      env: { LOCAL_CHAINS: 'true', RATE_LIMIT_MAX: '100000', RPC_URL_LOCAL1: 'http://127.0.0.1:9' },
      database: testApp.database,
    });
    try {
      const response = await down.app.inject({
        method: 'GET',
        url: `/v1/batch-migrations/check?chain=local1&contractAddress=${contract}`,
        headers: creator.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ chainAnswered: false, ownerIsYou: false, facts: { standard: null, owner: null } });
    } finally {
      await down.close();
    }
  });
});

describe('POST /v1/batch-migrations', () => {
  it('accepts the owner, with the facts read from the chain, and lists it for them only', async () => {
    const { status, body } = await call('POST', '/v1/batch-migrations', creator, consecutive(creatorCollection));
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      chain: 'local1',
      contractAddress: contract,
      standard: 'ERC-721',
      contractName: 'Elsewhere',
      collection: { id: creatorCollection },
      tokenIdType: 'consecutive',
      rangeStart: '1',
      rangeEnd: '2',
      tokenCount: 2,
      control: 'owner',
      status: 'pending',
      progress: { total: 2, imported: 0, failed: 0 },
    });
    const own = await call('GET', '/v1/batch-migrations', creator);
    expect(own.body.data.items.map((item: { id: number }) => item.id)).toEqual([body.data.id]);
    expect((await call('GET', '/v1/batch-migrations', stranger)).body.data.items).toEqual([]);
    const other = await call('GET', `/v1/batch-migrations/${body.data.id}`, stranger);
    expect(other).toMatchObject({ status: 404, body: { error: 'migration_not_found' } });
    expect((await call('GET', `/v1/batch-migrations/${body.data.id}`, creator)).body.data.id).toBe(body.data.id);
  });

  it('refuses a second open request for the same contract and collection', async () => {
    const before = await requestCount();
    const { status, body } = await call('POST', '/v1/batch-migrations', creator, consecutive(creatorCollection));
    expect({ status, error: body.error }).toEqual({ status: 409, error: 'migration_duplicate' });
    expect(await requestCount()).toBe(before);
  });

  it("accepts another applicant with the deployer's signature of the control message, verified by the creation transaction", async () => {
    const message = (await check(delegate)).body.data.controlMessage as string;
    const signature = await privateKeyToAccount(creatorKey.privateKey).signMessage({ message });
    const { status, body } = await call('POST', '/v1/batch-migrations', delegate, {
      ...consecutive(delegateCollection, { kind: 'deployer', deployer: creator.address, signature }),
      tokenIdType: 'non_consecutive',
      tokenIds: ['3', '1', '3', '0007'],
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ control: 'deployer', deployerAddress: creator.address, tokenIds: ['3', '1', '7'], tokenCount: 3 });
    const [row] = await testApp.database.db.select().from(batchMigrations).where(eq(batchMigrations.id, body.data.id));
    expect(row!.deployerVerified).toBe(true);
  });

  it('refuses an applicant who does not control the contract, writing nothing', async () => {
    const before = await requestCount();
    const forStranger = (message: string) => privateKeyToAccount(strangerKey.privateKey).signMessage({ message });
    const message = (await check(stranger)).body.data.controlMessage as string;
    const attempts = [
      // owner() is the creator.
      consecutive(strangerCollection),
      // Signed by the stranger, claiming to be the deployer: the creation transaction says otherwise.
      consecutive(strangerCollection, { kind: 'deployer', deployer: stranger.address, signature: await forStranger(message) }),
      // Naming the real deployer, signed by someone else.
      consecutive(strangerCollection, { kind: 'deployer', deployer: creator.address, signature: await forStranger(message) }),
      // The deployer's signature for another applicant cannot be replayed.
      consecutive(strangerCollection, {
        kind: 'deployer',
        deployer: creator.address,
        signature: await privateKeyToAccount(creatorKey.privateKey).signMessage({
          message: (await check(delegate)).body.data.controlMessage,
        }),
      }),
    ];
    for (const payload of attempts) {
      const { status, body } = await call('POST', '/v1/batch-migrations', stranger, payload);
      expect({ status, error: body.error }).toEqual({ status: 403, error: 'migration_not_controller' });
    }
    expect(await requestCount()).toBe(before);
  });

  it("refuses the marketplace's own mint contract whoever asks", async () => {
    const { db } = testApp.database;
    const platform = chain.deployment.erc721.toLowerCase();
    await db.insert(contracts).values({ chain: 'local1', address: platform, standard: 'ERC-721', isPlatform: true }).onConflictDoNothing();
    const { status, body } = await call('POST', '/v1/batch-migrations', creator, {
      ...consecutive(creatorCollection),
      contractAddress: platform,
    });
    expect({ status, error: body.error }).toEqual({ status: 403, error: 'migration_not_controller' });
  });

  it('answers bad input with a 4xx and a stable code, writing nothing', async () => {
    const before = await requestCount();
    const cases: [object, number, string][] = [
      [{ ...consecutive(creatorCollection), rangeStart: '1', rangeEnd: '10001' }, 400, 'validation_failed'],
      [{ ...consecutive(creatorCollection), rangeStart: '5', rangeEnd: '4' }, 400, 'validation_failed'],
      [{ ...consecutive(creatorCollection), rangeStart: '-1' }, 400, 'validation_failed'],
      [{ ...consecutive(creatorCollection), rangeEnd: (1n << 256n).toString() }, 400, 'validation_failed'],
      [{ ...consecutive(creatorCollection), tokenIdType: 'non_consecutive', tokenIds: [] }, 400, 'validation_failed'],
      [{ ...consecutive(creatorCollection), contact: '' }, 400, 'validation_failed'],
      [{ ...consecutive(creatorCollection), contractAddress: 'nope' }, 400, 'validation_failed'],
      [{ ...consecutive(creatorCollection), chain: 'nuls' }, 400, 'unsupported_chain'],
      [consecutive(strangerCollection), 400, 'migration_collection_invalid'],
      [{ ...consecutive(creatorCollection), contractAddress: stranger.address }, 400, 'migration_not_nft_contract'],
    ];
    for (const [payload, status, error] of cases) {
      const answer = await call('POST', '/v1/batch-migrations', creator, payload);
      expect({ payload, status: answer.status, error: answer.body.error }).toEqual({ payload, status, error });
    }
    expect(await requestCount()).toBe(before);
  });

  it('says how large a range may be, in the caller’s language', async () => {
    const payload = { ...consecutive(creatorCollection), rangeStart: '0', rangeEnd: '10000' };
    const english = await call('POST', '/v1/batch-migrations', creator, payload);
    expect(JSON.stringify(english.body)).toContain('A migration covers at most 10000 tokens');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v1/batch-migrations',
      headers: { ...creator.headers, locale: 'ja' },
      payload,
    });
    expect(JSON.stringify(response.json())).toContain('1回の移行は最大10000トークンまでです');
  });
});

describe('the operator review', () => {
  const pendingIds = async () =>
    ((await call('GET', '/v1/admin/batch-migrations', admin)).body.data.items as { id: number }[]).map((item) => item.id);

  it('is for operators only', async () => {
    for (const [method, url] of [
      ['GET', '/v1/admin/batch-migrations'],
      ['GET', '/v1/admin/batch-migrations/1'],
      ['POST', '/v1/admin/batch-migrations/1/review'],
    ] as const) {
      const { status, body } = await call(method, url, creator, method === 'POST' ? { decision: 'approve' } : undefined);
      expect({ url, status, error: body.error }).toEqual({ url, status: 403, error: 'admin_only' });
    }
  });

  it("shows the requests with the chain's facts and samples of the tokens' URIs", async () => {
    const ids = await pendingIds();
    expect(ids).toHaveLength(2);
    const { status, body } = await call('GET', `/v1/admin/batch-migrations/${ids[1]}`, admin);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      requesterAddress: creator.address,
      facts: { standard: 'ERC-721', owner: creator.address, deploymentBlock },
      liveFacts: { standard: 'ERC-721', name: 'Elsewhere' },
    });
    expect(body.data.samples.map((sample: { tokenId: string; tokenUri: string }) => [sample.tokenId, sample.tokenUri])).toEqual([
      ['1', `${baseUri}1`],
      ['2', `${baseUri}2`],
    ]);
    // The fetcher refuses a loopback host (docs/security.md row 9): the console says why instead of an image.
    expect(body.data.samples[0].error).toBeTruthy();
    expect(body.data.samples[0].imageUrl).toBeNull();
  });

  it('approves with the action audited, once; a rejection needs a reason, which the applicant reads', async () => {
    const [delegated, owned] = await pendingIds();
    const audits = await auditCount();
    const approved = await call('POST', `/v1/admin/batch-migrations/${owned}/review`, admin, { decision: 'approve' });
    expect(approved.body.data).toMatchObject({ status: 'approved', reviewedByAddress: admin.address });
    const [entry] = await testApp.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'batch_migration.approve',
      targetType: 'batch_migration',
      targetId: String(owned),
      actorAddress: admin.address,
      before: { status: 'pending' },
      after: { status: 'approved', reason: null },
    });
    const again = await call('POST', `/v1/admin/batch-migrations/${owned}/review`, admin, { decision: 'reject', reason: 'late' });
    expect({ status: again.status, error: again.body.error }).toEqual({ status: 409, error: 'migration_not_pending' });
    const missingReason = await call('POST', `/v1/admin/batch-migrations/${delegated}/review`, admin, { decision: 'reject' });
    expect({ status: missingReason.status, error: missingReason.body.error }).toEqual({ status: 400, error: 'validation_failed' });
    const unknown = await call('POST', '/v1/admin/batch-migrations/999999/review', admin, { decision: 'approve' });
    expect({ status: unknown.status, error: unknown.body.error }).toEqual({ status: 404, error: 'migration_not_found' });
    expect(await auditCount()).toBe(audits + 1);

    const rejected = await call('POST', `/v1/admin/batch-migrations/${delegated}/review`, admin, {
      decision: 'reject',
      reason: 'The collection name does not match the contract',
    });
    expect(rejected.body.data.status).toBe('rejected');
    expect(await auditCount()).toBe(audits + 2);
    const seen = await call('GET', `/v1/batch-migrations/${delegated}`, delegate);
    expect(seen.body.data).toMatchObject({ status: 'rejected', reviewReason: 'The collection name does not match the contract' });
    expect(await pendingIds()).toEqual([]);
    const all = await call('GET', '/v1/admin/batch-migrations?status=all&limit=1', admin);
    expect(all.body.data.items).toHaveLength(1);
    expect(all.body.data.nextCursor).toBe(String(all.body.data.items[0].id));
  });
});
