import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { createTestDatabase } from '../testing/create-test-database';
import { expectViolation } from '../testing/expect-violation';
import { insertAccount, insertNft } from '../testing/fixtures';
import { favorites } from './favorites';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('favorites', () => {
  it('lets an account favourite an NFT once', async () => {
    const account = await insertAccount(handle.db);
    const nft = await insertNft(handle.db);
    const other = await insertNft(handle.db);
    await handle.db.insert(favorites).values([
      { accountId: account.id, nftId: nft.id },
      { accountId: account.id, nftId: other.id },
    ]);
    await expectViolation(handle.db.insert(favorites).values({ accountId: account.id, nftId: nft.id }), {
      kind: 'unique',
      constraint: 'favorites_pkey',
    });
    expect(await handle.db.$count(favorites)).toBe(2);
  });
});
