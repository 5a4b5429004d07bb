import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, type DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertContract, testAddress } from '@nft/db/testing';
import type { TokenMovement } from '../effects/block-effects';
import { writeActivity } from './write-activity';

// The "applied once" guard of writeActivity (docs/decisions/059-indexer-write-path.md): it answers
// with the movements it wrote, all of them by a count, or by their keys when some were there already.
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

function movement(address: string, logIndex: number): TokenMovement {
  return {
    position: {
      chain: 'local1',
      blockNumber: 7,
      blockHash: `0x${'b'.repeat(64)}`,
      txHash: `0x${'a'.repeat(63)}${logIndex % 10}`,
      logIndex,
      address,
      occurredAt: new Date('2026-11-27T00:00:00.000Z'),
    },
    batchIndex: 0,
    standard: 'ERC-721',
    tokenId: String(logIndex + 1),
    from: testAddress(),
    to: testAddress(),
    quantity: 1n,
  };
}

describe('writeActivity', () => {
  it('returns every movement of a new range and, when the range is written again with more, only the new ones', async () => {
    const { address } = await insertContract(database.db);
    const first = [0, 1, 2].map((i) => movement(address, i));
    const again = [...first, ...[3, 4].map((i) => movement(address, i))];
    expect(await writeActivity(database.db, first, () => null)).toEqual(first);
    expect(await writeActivity(database.db, again, () => null)).toEqual(again.slice(3));
    expect(await writeActivity(database.db, again, () => null)).toEqual([]);
    expect(await database.db.$count(activity, eq(activity.contractAddress, address))).toBe(5);
  });
});
