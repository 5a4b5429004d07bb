import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@nft/db';
import { insertNft, testAddress } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// The order book reads the time at the clock its caller gives, as contests do (docs/decisions/060-ci-in-fifteen-minutes.md
// "Update"; the browser tests move it past a listing's start or an auction's end instead of waiting): a listing that runs
// for a day has ended on an app whose clock was moved two days ahead, and is still active on an app built without a
// clock, over the same database.
const day = 86_400_000;
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
let moved: TestApp;
let real: TestApp;

beforeAll(async () => {
  moved = await createTestApp({ env: { LOCAL_CHAINS: 'true' }, clock });
  real = await createTestApp({ env: { LOCAL_CHAINS: 'true' }, database: moved.database });
});

afterAll(async () => {
  await real?.close();
  await moved?.close();
});

/** The listing's status in the NFT's book on `app`, or 'not listed' when the book leaves it out. */
async function statusOn(app: TestApp, nft: { contractAddress: string; tokenId: string }, orderHash: string): Promise<string> {
  const query = `chain=local1&contract=${nft.contractAddress}&tokenId=${nft.tokenId}&side=listing`;
  const response = await app.app.inject({ method: 'GET', url: `/v1/orders?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const { items } = (response.json() as { data: { items: { orderHash: string; status: string }[] } }).data;
  return items.find((item) => item.orderHash === orderHash)?.status ?? 'not listed';
}

describe('the order book at the app clock', () => {
  it('ends a listing when the moved clock passes its end; the app without a clock keeps the real time', async () => {
    const { db } = moved.database;
    const nft = await insertNft(db, { chain: 'local1' });
    const orderHash = `0x${'c1'.repeat(32)}`;
    await db.insert(orders).values({
      chain: 'local1',
      orderHash,
      protocol: 'seaport',
      side: 'listing',
      maker: testAddress(),
      contractAddress: nft.contractAddress,
      tokenId: nft.tokenId,
      currency: `0x${'00'.repeat(20)}`,
      startPrice: '1000',
      endPrice: '1000',
      startTime: new Date(Date.now() - 60_000),
      endTime: new Date(Date.now() + day),
      counter: '0',
      conduitKey: `0x${'00'.repeat(32)}`,
      salt: '1',
      signature: `0x${'11'.repeat(65)}`,
      parameters: {},
    });

    expect(await statusOn(moved, nft, orderHash)).toBe('active');
    offset = 2 * day;
    expect(await statusOn(moved, nft, orderHash)).toBe('expired');
    expect(await statusOn(real, nft, orderHash)).toBe('active');
  });
});
