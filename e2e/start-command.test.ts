// The README's start command, tried as a newcomer would: it serves a healthy marketplace with both
// local chains and demo data, stops cleanly on Ctrl-C, keeps every record across a restart, and stops with the
// command that started it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, http, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '@nft/devnet';
import { freePort } from './harness/free-port';
import { runStartCommand, type StartedCommand } from './harness/start-command';

type Envelope<T> = { code: number; data: T };
type PublicChain = {
  symbol: string;
  active: boolean;
  rpcUrl: string;
  registryContract?: string;
  tokenTransferProxyContract?: string;
  ERC721Contract?: string;
  ERC1155Contract?: string;
};
type CollectionList = { items: { id: number; name: string; chain: string }[] };
type NftList = { items: { chain: string; contractAddress: string; tokenId: string }[] };
type OrderList = {
  items: { orderHash: string; chain: string; kind: string; status: string; taker: string | null; startTime: number; quantity: string }[];
};

async function get<T>(url: string): Promise<T> {
  const response = await fetch(url);
  const body = (await response.json()) as Envelope<T>;
  expect(response.status, url).toBe(200);
  expect(body.code).toBe(200);
  return body.data;
}

describe('npm start', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let first: StartedCommand | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'nft-start-'));
    const port = await freePort();
    // No LOG_LEVEL: the command's own default is part of what is tried.
    env = { PORT: String(port), MEDIA_PORT: '0', DATA_DIR: dataDir, DEVNET_PORT_LOCAL1: '0', DEVNET_PORT_LOCAL2: '0' };
    first = await runStartCommand(env);
  }, 300_000);

  afterAll(async () => {
    await first?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('prints what it started and seeded and the URL, not a JSON line per request', async () => {
    const output = first!.output.join('');
    expect(output).toContain('Seeded demo collections');
    expect(output).toContain('Admin: 0x');
    // The first start's seeding signs in and posts through the API many times: none of it is logged at the default level.
    expect(output).not.toContain('"msg":"request completed"');
  });

  it('reports the database and both local chains healthy', async () => {
    const health = await get<{
      status: string;
      database: { ok: boolean };
      chains: { symbol: string; reachable: boolean; latestBlock: number }[];
    }>(`${first!.url}/v1/health`);
    expect(health.status).toBe('ok');
    expect(health.database.ok).toBe(true);
    expect(health.chains.map((c) => [c.symbol, c.reachable])).toEqual([
      ['local1', true],
      ['local2', true],
    ]);
  });

  it('lists every chain and has contract code at each recorded address on both local chains', async () => {
    const { chains } = await get<{ chains: PublicChain[] }>(`${first!.url}/v1/chains`);
    expect(chains).toHaveLength(20);
    const local = chains.filter((c) => c.active);
    expect(local.map((c) => c.symbol).sort()).toEqual(['local1', 'local2']);
    for (const chain of local) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) });
      for (const address of [chain.registryContract, chain.tokenTransferProxyContract, chain.ERC721Contract, chain.ERC1155Contract]) {
        expect(address, `${chain.symbol} address`).toMatch(/^0x[0-9a-fA-F]{40}$/);
        const code = await client.getCode({ address: address as Address });
        expect(code?.length ?? 0, `${chain.symbol} ${address}`).toBeGreaterThan(2);
      }
    }
  });

  it('serves the demo collections and their NFTs from both chains', async () => {
    const { items } = await get<CollectionList>(`${first!.url}/v1/collections?limit=100`);
    // Other demo seeds add collections that may rightly be empty (a pending migration's target, an upcoming drop).
    const catalogue = items.filter((collection) => demoCatalogue.some((demo) => demo.name === collection.name));
    expect(catalogue.map((collection) => collection.name).sort()).toEqual(demoCatalogue.map((demo) => demo.name).sort());
    expect(new Set(catalogue.map((c) => c.chain))).toEqual(new Set(['local1', 'local2']));
    for (const collection of catalogue) {
      const nfts = await get<NftList>(`${first!.url}/v1/nfts?collection=${collection.id}&limit=100`);
      expect(nfts.items.length, collection.name).toBeGreaterThan(0);
    }
  });

  it('lists demo NFTs of every kind on both chains through the order book, with real sales', async () => {
    expect(first!.output.join('')).toContain('Seeded demo listings');
    const { items } = await get<OrderList>(`${first!.url}/v1/orders?side=listing&status=active&limit=100`);
    const now = Math.floor(Date.now() / 1000);
    for (const chain of ['local1', 'local2']) {
      const active = items.filter((order) => order.chain === chain);
      expect(active.some((order) => order.kind === 'fixed' && order.startTime <= now && order.taker === null)).toBe(true);
      expect(active.some((order) => order.kind === 'declining')).toBe(true);
      expect(active.some((order) => order.startTime > now)).toBe(true);
      expect(active.some((order) => order.taker !== null)).toBe(true);
    }
    // The demo buyer's purchases are Seaport fills the indexer reads from the chains.
    const filled = async () => (await get<OrderList>(`${first!.url}/v1/orders?side=listing&status=filled&limit=100`)).items;
    await expect
      .poll(async () => new Set((await filled()).map((order) => order.chain)), { timeout: 30_000 })
      .toEqual(new Set(['local1', 'local2']));
  });

  it('stops on Ctrl-C, keeps every record when started again, and stops when the shell that ran it is killed', async () => {
    const before = await get<NftList>(`${first!.url}/v1/nfts?limit=100`);
    const ordersBefore = await get<OrderList>(`${first!.url}/v1/orders?limit=100`);
    const { chains } = await get<{ chains: PublicChain[] }>(`${first!.url}/v1/chains`);
    const rpcUrls = chains.filter((c) => c.active).map((c) => c.rpcUrl);
    expect(await first!.stop()).toBe(0);
    first = undefined;
    // The chains stopped with it: nothing answers on their ports any more.
    for (const rpcUrl of rpcUrls) await expect(fetch(rpcUrl, { method: 'POST' })).rejects.toThrow();

    // Started the way npm starts it (under `sh -c`), to be stopped below the way a process manager stops npm.
    const second = await runStartCommand(env, { throughShell: true });
    let stoppedByParent = false;
    try {
      expect(second.output.join('')).not.toContain('Seeded demo collections');
      // The demo listings are made once: a restart adds no second set.
      expect(second.output.join('')).not.toContain('Seeded demo listings');
      const ordersAfter = await get<OrderList>(`${second.url}/v1/orders?limit=100`);
      expect(ordersAfter.items.map((order) => order.orderHash).sort()).toEqual(ordersBefore.items.map((order) => order.orderHash).sort());
      const after = await get<NftList>(`${second.url}/v1/nfts?limit=100`);
      const key = (n: NftList['items'][number]) => `${n.chain}:${n.contractAddress}:${n.tokenId}`;
      // Every record is kept; the indexer may have added more meanwhile (the demo migration imports in the background).
      expect(after.items.map(key)).toEqual(expect.arrayContaining(before.items.map(key)));
      expect(after.items.length).toBeGreaterThanOrEqual(before.items.length);

      // A signal to npm alone ends npm and its shell, never the script: the script notices its parent is gone and
      // stops the marketplace and both chains, so nothing keeps their ports.
      const secondChains = (await get<{ chains: PublicChain[] }>(`${second.url}/v1/chains`)).chains;
      second.child.kill('SIGKILL');
      stoppedByParent = true;
      const answers = async (url: string, init?: RequestInit) =>
        fetch(url, init).then(
          () => true,
          () => false,
        );
      await expect.poll(() => answers(`${second.url}/v1/health`), { timeout: 60_000 }).toBe(false);
      for (const { rpcUrl } of secondChains.filter((c) => c.active)) {
        await expect.poll(() => answers(rpcUrl, { method: 'POST' }), { timeout: 30_000 }).toBe(false);
      }
    } finally {
      if (!stoppedByParent) expect(await second.stop()).toBe(0);
    }
  }, 300_000);
});
