import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCollection, insertNft, testAddress } from '@nft/db/testing';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { insertOwnership } from '../nfts/nfts.fixtures';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { LOCAL_CHAINS: 'true', RATE_LIMIT_MAX: '100000' } });
});

afterAll(async () => {
  await testApp.close();
});

async function holders(id: number | string, query = '') {
  const response = await testApp.app.inject({ url: `/v1/collections/${id}/holders${query}` });
  return { status: response.statusCode, body: response.json() };
}

/** `count` ERC-721 items of the collection held by `owner`. */
async function hold(collectionId: number, owner: string, count: number) {
  for (let i = 0; i < count; i++) await insertOwnership(testApp.database.db, await insertNft(testApp.database.db, { collectionId }), owner);
}

describe('GET /v1/collections/:id/holders', () => {
  it('counts the holders of visible items, copies included, lists the largest first and spreads them over the ranges', async () => {
    const { db } = testApp.database;
    const { id } = await insertCollection(db);
    // Addresses in a known order, for the tie between bob and carol.
    const [alice, bob, carol, dave] = ['0x' + 'a'.repeat(40), '0x' + 'b'.repeat(40), '0x' + 'c'.repeat(40), '0x' + 'd'.repeat(40)];
    await hold(id, alice, 4);
    await hold(id, bob, 2);
    await hold(id, carol, 1);
    // Carol also holds 1 of 30 copies of an ERC-1155 item, and dave the other 29.
    const edition = await insertNft(db, { collectionId: id, standard: 'ERC-1155' });
    await insertOwnership(db, edition, carol, '1');
    await insertOwnership(db, edition, dave, '29');
    // Not counted: a hidden, a burned and a deleted item, a balance of zero, and another collection's item.
    for (const values of [{ hidden: true }, { burned: true }, { deletedAt: new Date() }]) {
      await insertOwnership(db, await insertNft(db, { collectionId: id, ...values }), alice);
    }
    await insertOwnership(db, await insertNft(db, { collectionId: id }), testAddress(), '0');
    await insertOwnership(db, await insertNft(db), alice);

    const { status, body } = await holders(id);
    expect(status).toBe(200);
    // alice 4, bob 2, carol 2 (one token, one copy), dave 29: 37 in all.
    expect(body.data).toEqual({
      owners: 4,
      held: '37',
      top: [
        { address: dave, held: '29', share: 0.783783 },
        { address: alice, held: '4', share: 0.108108 },
        { address: bob, held: '2', share: 0.054054 },
        { address: carol, held: '2', share: 0.054054 },
      ],
      distribution: [
        { range: '1', holders: 0 },
        { range: '2-3', holders: 2 },
        { range: '4-10', holders: 1 },
        { range: '11-25', holders: 0 },
        { range: '26-50', holders: 1 },
        { range: '51+', holders: 0 },
      ],
    });
    const firstTwo = await holders(id, '?limit=2');
    expect(firstTwo.body.data.top.map((holder: { address: string }) => holder.address)).toEqual([dave, alice]);
    expect(firstTwo.body.data.owners).toBe(4);
  });

  it('answers an empty collection with no holders, and every range empty', async () => {
    const { id } = await insertCollection(testApp.database.db);
    const { body } = await holders(id);
    expect(body.data.owners).toBe(0);
    expect(body.data.held).toBe('0');
    expect(body.data.top).toEqual([]);
    expect(body.data.distribution.every((entry: { holders: number }) => entry.holders === 0)).toBe(true);
    expect(body.data.distribution).toHaveLength(6);
  });

  it('refuses a hidden or unknown collection (404) and a limit outside 1 to 100 (400)', async () => {
    const { db } = testApp.database;
    const hidden = await insertCollection(db, { hidden: true });
    expect(await holders(hidden.id)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(await holders(99_999_999)).toMatchObject({ status: 404, body: { error: 'not_found' } });
    const { id } = await insertCollection(db);
    for (const limit of ['0', '101', 'ten']) {
      expect(await holders(id, `?limit=${limit}`)).toMatchObject({ status: 400, body: { error: 'validation_failed' } });
    }
    expect(await holders('owls')).toMatchObject({ status: 400, body: { error: 'validation_failed' } });
  });
});
