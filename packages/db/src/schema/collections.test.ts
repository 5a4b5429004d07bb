import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { createTestDatabase } from '../testing/create-test-database';
import { expectViolation } from '../testing/expect-violation';
import { insertCollection, testAddress } from '../testing/fixtures';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('collections', () => {
  it('accepts royalties from 0 to 10% in basis points', async () => {
    const none = await insertCollection(handle.db, { royaltyBps: 0 });
    const max = await insertCollection(handle.db, { royaltyBps: 1000, royaltyAddress: testAddress() });
    expect([none.royaltyBps, max.royaltyBps]).toEqual([0, 1000]);
  });

  it('refuses royalties outside 0..1000 basis points', async () => {
    for (const royaltyBps of [1001, -1]) {
      await expectViolation(insertCollection(handle.db, { royaltyBps, royaltyAddress: testAddress() }), {
        kind: 'check',
        constraint: 'collections_royalty_range',
      });
    }
  });

  it('requires a royalty address when a royalty is set', async () => {
    await expectViolation(insertCollection(handle.db, { royaltyBps: 250 }), { kind: 'check', constraint: 'collections_royalty_address' });
  });

  it('stores EVM addresses in one spelling only', async () => {
    await expectViolation(insertCollection(handle.db, { creatorAddress: '0xAbC0000000000000000000000000000000000001' }), {
      kind: 'check',
      constraint: 'collections_creator_lowercase',
    });
  });

  it('maps a contract to at most one collection per chain', async () => {
    const contractAddress = testAddress();
    await insertCollection(handle.db, { contractAddress });
    await insertCollection(handle.db, { contractAddress, chain: 'local2' });
    await expectViolation(insertCollection(handle.db, { contractAddress }), {
      kind: 'unique',
      constraint: 'collections_chain_contract_key',
    });
  });
});
