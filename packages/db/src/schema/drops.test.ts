import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { createTestDatabase } from '../testing/create-test-database';
import { expectViolation } from '../testing/expect-violation';
import { testAddress } from '../testing/fixtures';
import { collections } from './collections';
import { drops } from './drops';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function aDrop() {
  const creator = testAddress();
  const [collection] = await handle.db.insert(collections).values({ chain: 'local1', creatorAddress: creator, name: 'A drop' }).returning();
  return {
    chain: 'local1',
    creatorAddress: creator,
    collectionId: collection!.id,
    factoryAddress: testAddress(),
    contractAddress: testAddress(),
    salt: `0x${'11'.repeat(32)}`,
    symbol: 'AD',
    artworkKind: 'base_uri' as const,
    baseUri: 'https://example.test/d/',
    supply: 10,
    price: '1000',
    perWalletLimit: 2,
    startsAt: new Date('2030-01-01T00:00:00Z'),
    publicStartsAt: new Date('2030-01-01T00:00:00Z'),
    endsAt: new Date('2030-01-02T00:00:00Z'),
    royaltyAddress: creator,
    feeBps: 250,
  };
}

describe('drops', () => {
  it('stores a drop with its defaults; one drop per clone address', async () => {
    const drop = await aDrop();
    const [row] = await handle.db.insert(drops).values(drop).returning();
    expect(row).toMatchObject({ allowlist: [], merkleRoot: null, royaltyBps: 0, deployedAt: null });
    await expectViolation(handle.db.insert(drops).values({ ...drop, salt: `0x${'22'.repeat(32)}` }), {
      kind: 'unique',
      constraint: 'drops_chain_contract_key',
    });
  });

  it('refuses an allowlist phase without a root, times out of order, and uploads without items', async () => {
    const drop = await aDrop();
    await expectViolation(handle.db.insert(drops).values({ ...drop, publicStartsAt: new Date('2030-01-01T12:00:00Z') }), {
      kind: 'check',
      constraint: 'drops_allowlist_root',
    });
    await expectViolation(handle.db.insert(drops).values({ ...drop, endsAt: drop.startsAt }), {
      kind: 'check',
      constraint: 'drops_times_ordered',
    });
    await expectViolation(handle.db.insert(drops).values({ ...drop, artworkKind: 'uploads' }), {
      kind: 'check',
      constraint: 'drops_artwork_items',
    });
    await expectViolation(handle.db.insert(drops).values({ ...drop, supply: 0 }), { kind: 'check', constraint: 'drops_supply_range' });
    await expectViolation(handle.db.insert(drops).values({ ...drop, contractAddress: '0xABCDEF0000000000000000000000000000000001' }), {
      kind: 'check',
      constraint: 'drops_contract_lowercase',
    });
  });
});
