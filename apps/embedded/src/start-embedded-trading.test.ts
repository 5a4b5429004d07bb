import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '@nft/api';
import { createTestDatabase } from '@nft/db/testing';
import { startEmbedded } from './start-embedded';
import { demoBuyer, demoListings } from './seed-demo-listings-plan';

// npm start without any trading setting (no MARKETPLACE_FEES, no ORDER_SIGNER_KEY): the local chains'
// listings pay 250 bps to the devnet fee recipient and the fill route signs authorisations with the
// devnet order signer (docs/product.md "Trading").
let server: RunningServer;
let dataDir: string;

type Envelope<T> = { code: number; data: T; error?: string };
type Listing = {
  orderHash: string;
  chain: string;
  status: string;
  kind: string;
  taker: string | null;
  startTime: number;
  marketplaceFeeBps: number | null;
};

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<Envelope<T>> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as Envelope<T>;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'embedded-trading-'));
  const database = await createTestDatabase();
  server = await startEmbedded(
    {
      PORT: '0',
      MEDIA_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEVNET_PORT_LOCAL1: '0',
      DEVNET_PORT_LOCAL2: '0',
      LOG_LEVEL: 'warn',
    },
    { database, signals: false, log: () => undefined },
  );
}, 600_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm start without trading settings', () => {
  it('charges 250 bps on every demo listing and answers a fill transaction', async () => {
    // The demo buyer's purchases are real Seaport sales that the indexer reads after npm start has
    // answered: until it has, a bought listing is still active in the book while Seaport says sold out.
    const wholeBuys = demoListings.filter((l) => l.buy !== undefined && l.items.every((i) => (i.quantity ?? 1) === l.buy));
    await expect
      .poll(
        async () => {
          const filled = (await call<{ items: Listing[] }>('GET', '/v1/orders?side=listing&status=filled&limit=100')).data.items;
          return filled.filter((order) => order.kind !== 'auction').length;
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThanOrEqual(wholeBuys.length);
    const listings = (await call<{ items: Listing[] }>('GET', '/v1/orders?side=listing&status=active&limit=100')).data.items;
    expect(listings.length).toBeGreaterThan(0);
    expect(new Set(listings.map((order) => order.marketplaceFeeBps))).toEqual(new Set([250]));

    const now = Math.floor(Date.now() / 1000);
    // An auction is filled by the settlement only (docs/product.md "Auctions"): a fixed or declining listing here.
    const open = listings.find((order) => order.kind !== 'auction' && order.taker === null && order.startTime <= now)!;
    const account = privateKeyToAccount(demoBuyer.privateKey);
    const message = (await call<string>('POST', '/v1/login/message', { address: account.address, chain: open.chain })).data;
    const signature = await account.signMessage({ message });
    const session = await call<{ token: string }>('POST', '/v1/login/auth', {
      chain: open.chain,
      message,
      address: account.address,
      signature,
    });
    const fill = await call<{ transaction: { to: string; data: string; value: string } }>(
      'POST',
      `/v1/orders/${open.chain}/${open.orderHash}/fill`,
      {},
      session.data.token,
    );
    expect(fill.code, JSON.stringify(fill)).toBe(200);
    expect(fill.data.transaction.data).toMatch(/^0x[0-9a-f]{8}/);
  }, 120_000);
});
