import { count, eq } from 'drizzle-orm';
import { createTestClient, decodeFunctionData, http, parseEventLogs, type Address, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainContractsFromDeployment, dropErc721Abi, dropFactoryAbi, paymentTokensFromDeployment } from '@nft/contracts';
import { createChainRegistry } from '@nft/chains';
import { contracts, drops } from '@nft/db';
import { insertNft } from '@nft/db/testing';
import { testAccounts } from '@nft/devnet';
import { startTestChain, type TestChain } from '@nft/devnet/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import type { SignedInAccount } from '../../test-support/signed-in-account';
import { chainWallet, sessionsOf, type ChainWallet } from '../orders/chain-wallet.fixtures';
import { insertUpload } from '../nft-create/nft-draft.fixtures';

// Drops on anvil (docs/decisions/047-drops-in-the-product.md): the API records a drop and builds the creator's
// createDrop, the clone lands at the address it announced, proofs and mint steps pass the contract's checks,
// and what the contract would refuse is refused first with 4xx, writing nothing.
let chain: TestChain;
let testApp: TestApp;
let creator: ChainWallet;
let listed: ChainWallet;
let stranger: ChainWallet;
let creatorSession: SignedInAccount;
let otherSession: SignedInAccount;

beforeAll(async () => {
  chain = await startTestChain({ chainId: 31337 });
  const registry = createChainRegistry({
    localChains: { enabled: true, rpcUrls: { local1: chain.rpcUrl } },
    contracts: { local1: chainContractsFromDeployment(chain.deployment) },
    paymentTokens: { local1: paymentTokensFromDeployment(chain.deployment) },
  });
  // The app owns its database, so close() drops it (a database passed in is the caller's to close).
  testApp = await createTestApp({ chains: registry, env: { RATE_LIMIT_MAX: '100000' } });
  await testApp.app.ready();
  creator = chainWallet(chain, testAccounts[3]!.privateKey, 'ipfs://drops');
  listed = chainWallet(chain, testAccounts[4]!.privateKey, 'ipfs://drops');
  stranger = chainWallet(chain, testAccounts[5]!.privateKey, 'ipfs://drops');
  const signIn = sessionsOf(testApp.database.db);
  creatorSession = await signIn(creator.address);
  otherSession = await signIn(stranger.address);
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  await chain?.stop();
});

const inject = async (method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) => {
  const response = await testApp.app.inject({ method, url, ...(payload ? { payload } : {}), ...(headers ? { headers } : {}) });
  return { status: response.statusCode, body: response.json() };
};
const chainNow = async () => Number((await creator.client.getBlock()).timestamp);
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const dropCount = async () => (await testApp.database.db.select({ n: count() }).from(drops))[0]!.n;
const send = async (wallet: ChainWallet, step: { to: string; data: string; value: string }) =>
  wallet.confirm(await wallet.writer.sendTransaction({ to: step.to as Address, data: step.data as Hex, value: BigInt(step.value) }));

async function validBody(overrides: Record<string, unknown> = {}) {
  const now = await chainNow();
  return {
    chain: 'local1',
    name: 'Anvil Drop',
    symbol: 'ANV',
    description: 'Made on anvil',
    royalty: 5,
    artwork: { kind: 'baseUri', baseUri: 'https://example.test/anvil/' },
    supply: 4,
    price: '1000000000000007',
    perWalletLimit: 2,
    startsAt: iso(now - 10),
    publicStartsAt: iso(now + 3600),
    endsAt: iso(now + 7200),
    allowlist: [listed.address, creator.address],
    termsAccepted: true,
    ...overrides,
  };
}

describe('drops on anvil', () => {
  let dropId: number;
  let clone: Address;

  it('creates a drop whose deploy step puts the clone at the announced address; allowlist phase, proofs and mint steps', async () => {
    const body = await validBody();
    const created = await inject('POST', '/v1/drops', body, creatorSession.headers);
    expect(created.status).toBe(201);
    const { drop, steps } = created.body.data;
    dropId = drop.id;
    clone = drop.contractAddress;
    expect(drop).toMatchObject({ phase: 'pending', deployed: false, supply: 4, perWalletLimit: 2, hasAllowlist: true, allowlistSize: 2 });
    expect(drop.creator.address).toBe(creator.address.toLowerCase());
    // The clone is followed before it exists (no backfill needed), linked to the drop's collection.
    const [followed] = await testApp.database.db.select().from(contracts).where(eq(contracts.address, clone));
    expect(followed).toMatchObject({ chain: 'local1', standard: 'ERC-721', collectionId: drop.collectionId, isPlatform: false });
    // Its collection's page leads to the mint page.
    const collection = await inject('GET', `/v1/collections/${drop.collectionId}`);
    expect(collection.body.data.dropId).toBe(drop.id);

    const call = decodeFunctionData({ abi: dropFactoryAbi, data: steps[0].data });
    expect(call.functionName).toBe('createDrop');
    const [config] = call.args as unknown as [Record<string, unknown>];
    expect(config).toMatchObject({
      name: 'Anvil Drop',
      symbol: 'ANV',
      baseURI: 'https://example.test/anvil/',
      price: 1000000000000007n,
      maxSupply: 4,
      perWalletLimit: 2,
      startTime: BigInt(Date.parse(body.startsAt) / 1000),
      publicStartTime: BigInt(Date.parse(body.publicStartsAt) / 1000),
      royaltyBps: 500n,
    });
    const receipt = await send(creator, steps[0]);
    const [event] = parseEventLogs({ abi: dropFactoryAbi, logs: receipt.logs, eventName: 'DropCreated' });
    expect(event!.args.drop.toLowerCase()).toBe(clone);

    const detail = await inject('GET', `/v1/drops/${dropId}?wallet=${listed.address}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ phase: 'allowlist', deployed: true, minted: 0 });
    expect(detail.body.data.wallet).toEqual({ address: listed.address.toLowerCase(), allowlisted: true, minted: 0, mintable: 2 });
    const outsider = await inject('GET', `/v1/drops/${dropId}?wallet=${stranger.address}`);
    expect(outsider.body.data.wallet).toMatchObject({ allowlisted: false, mintable: 0 });

    const proof = await inject('GET', `/v1/drops/${dropId}/allowlist/${listed.address}`);
    expect(proof.body.data).toMatchObject({ allowlisted: true, root: detail.body.data.merkleRoot });
    expect(await inject('GET', `/v1/drops/${dropId}/allowlist/${stranger.address}`)).toMatchObject({
      status: 200,
      body: { data: { allowlisted: false, proof: [] } },
    });

    // Refused before any send: not on the list during the allowlist phase.
    const refused = await inject('POST', `/v1/drops/${dropId}/mint`, { minter: stranger.address, quantity: 1 });
    expect(refused).toMatchObject({ status: 403, body: { error: 'drop_not_allowlisted' } });

    const mint = await inject('POST', `/v1/drops/${dropId}/mint`, { minter: listed.address, quantity: 2 });
    expect(mint.status).toBe(200);
    expect(mint.body.data.total).toBe(String(1000000000000007n * 2n));
    expect(mint.body.data.steps).toHaveLength(1);
    await send(listed, mint.body.data.steps[0]);
    expect(await listed.client.readContract({ address: clone, abi: dropErc721Abi, functionName: 'ownerOf', args: [2n] })).toBe(
      listed.address,
    );
    expect(await inject('POST', `/v1/drops/${dropId}/mint`, { minter: listed.address, quantity: 1 })).toMatchObject({
      status: 409,
      body: { error: 'drop_wallet_limit' },
    });
  });

  it('public phase: anyone mints without a proof, then sold out', async () => {
    await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).increaseTime({ seconds: 3600 });
    await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).mine({ blocks: 1 });
    const mint = await inject('POST', `/v1/drops/${dropId}/mint`, { minter: stranger.address, quantity: 2 });
    expect(mint.status).toBe(200);
    const call = decodeFunctionData({ abi: dropErc721Abi, data: mint.body.data.steps[0].data });
    expect(call.args).toEqual([2n, []]);
    await send(stranger, mint.body.data.steps[0]);
    const detail = await inject('GET', `/v1/drops/${dropId}?wallet=${stranger.address}`);
    expect(detail.body.data).toMatchObject({ phase: 'soldOut', minted: 4 });
    expect(detail.body.data.wallet).toMatchObject({ minted: 2, mintable: 0 });
    expect(await inject('POST', `/v1/drops/${dropId}/mint`, { minter: creator.address, quantity: 1 })).toMatchObject({
      status: 409,
      body: { error: 'drop_sold_out' },
    });
  });

  it('lists drops by status (sold out by the indexed mints) and by creator; the deploy step is refused once deployed and to others', async () => {
    // Lists count the tokens the indexer has seen (apps/indexer follows the clone like any collection): its four rows.
    const live = await inject('GET', '/v1/drops?status=live');
    expect(live.body.data.items.map((d: { id: number }) => d.id)).toContain(dropId);
    const [row] = await testApp.database.db.select().from(drops).where(eq(drops.id, dropId));
    for (const tokenId of ['1', '2', '3', '4']) {
      await insertNft(testApp.database.db, { contractAddress: clone, tokenId, collectionId: row!.collectionId });
    }
    const ended = await inject('GET', '/v1/drops?status=ended');
    expect(ended.body.data.items.map((d: { id: number }) => d.id)).toContain(dropId);
    const soldOut = await inject('GET', '/v1/drops?status=live');
    expect(soldOut.body.data.items.map((d: { id: number }) => d.id)).not.toContain(dropId);
    expect(ended.body.data.items.find((d: { id: number }) => d.id === dropId)).toMatchObject({ phase: 'soldOut', minted: 4 });
    const mine = await inject('GET', `/v1/drops?creator=${creator.address}`);
    expect(mine.body.data.items.map((d: { id: number }) => d.id)).toEqual([dropId]);
    expect(await inject('POST', `/v1/drops/${dropId}/deploy`, {}, otherSession.headers)).toMatchObject({ status: 403 });
    expect(await inject('POST', `/v1/drops/${dropId}/deploy`, {}, creatorSession.headers)).toMatchObject({
      status: 409,
      body: { error: 'drop_not_pending' },
    });
  });

  it('an uploaded artwork set: the token URI is the API metadata route, which serves each token its item', async () => {
    const [a, b] = [
      await insertUpload(testApp.database.db, creatorSession.accountId),
      await insertUpload(testApp.database.db, creatorSession.accountId),
    ];
    const body = await validBody({
      allowlist: [],
      publicStartsAt: undefined,
      artwork: { kind: 'uploads', items: [{ mediaId: a.id, name: 'First' }, { mediaId: b.id }] },
    });
    const created = await inject('POST', '/v1/drops', body, creatorSession.headers);
    expect(created.status).toBe(201);
    const { drop } = created.body.data;
    expect(drop.baseUri).toMatch(new RegExp(`/v1/drops/${drop.id}/metadata/$`));
    expect(drop.publicStartsAt).toBe(drop.startsAt);
    const token = async (n: number) => (await testApp.app.inject({ method: 'GET', url: `/v1/drops/${drop.id}/metadata/${n}` })).json();
    expect(await token(1)).toMatchObject({ name: 'First', image: expect.stringContaining(a.storageKey) });
    expect(await token(2)).toMatchObject({ name: 'Anvil Drop #2', image: expect.stringContaining(b.storageKey) });
    expect(await token(3)).toMatchObject({ name: 'First' });
    expect((await testApp.app.inject({ method: 'GET', url: `/v1/drops/${drop.id}/metadata/5` })).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and field details, writing nothing; anonymous callers get 401', async () => {
    const before = await dropCount();
    const foreign = await insertUpload(testApp.database.db, otherSession.accountId);
    const cases: [Record<string, unknown>, string][] = [
      [
        { endsAt: iso((await chainNow()) - 5), startsAt: iso((await chainNow()) - 50), allowlist: [], publicStartsAt: undefined },
        '/endsAt',
      ],
      [{ paymentToken: '0x000000000000000000000000000000000000dead' }, '/paymentToken'],
      [{ logoMediaId: foreign.id }, '/logoMediaId'],
      [{ supply: 0 }, '/supply'],
      [{ publicStartsAt: undefined }, '/publicStartsAt'],
    ];
    for (const [overrides, path] of cases) {
      const answer = await inject('POST', '/v1/drops', await validBody(overrides), creatorSession.headers);
      expect(answer.status, path).toBe(400);
      expect(answer.body.error).toBe('validation_failed');
      expect(JSON.stringify(answer.body.details), path).toContain(path);
    }
    expect(await inject('POST', '/v1/drops', await validBody())).toMatchObject({ status: 401 });
    expect(await inject('GET', '/v1/drops/999999')).toMatchObject({ status: 404, body: { error: 'drop_not_found' } });
    expect(await dropCount()).toBe(before);
  });
});
