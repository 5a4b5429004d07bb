import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfts, type DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertNft, testAddress } from '@nft/db/testing';
import { writeNulsMovements } from '../../nuls/storage/write-nuls-movements';
import { revealHandedOver } from './reveal-handed-over';

// The rule of docs/decisions/014-nft-detail-actions.md on its own, and on the NULS path (the EVM
// path is proven end to end on anvil in the API's nft-hidden-transfer.test.ts).
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function hidden(chain = 'local1') {
  return insertNft(database.db, { chain, deletedAt: new Date() });
}

async function isHidden(id: number) {
  const [row] = await database.db.select({ deletedAt: nfts.deletedAt }).from(nfts).where(eq(nfts.id, id));
  return row!.deletedAt !== null;
}

describe('revealHandedOver', () => {
  it('shows a hidden NFT once it is transferred or minted to another wallet, not on a burn or a transfer to oneself', async () => {
    const [given, minted, burned, kept, untouched] = [await hidden(), await hidden(), await hidden(), await hidden(), await hidden()];
    const holder = testAddress();
    const zero = '0x0000000000000000000000000000000000000000';
    await revealHandedOver(database.db, 'local1', [
      { ...given, from: holder, to: testAddress() },
      { ...minted, from: zero, to: testAddress() },
      { ...burned, from: holder, to: zero },
      { ...kept, from: holder, to: holder },
    ]);
    expect(await Promise.all([given, minted, burned, kept, untouched].map((nft) => isHidden(nft.id)))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('shows a hidden NRC-721 again when a NULS transfer of it is written', async () => {
    const nft = await hidden('nuls');
    const other = await hidden('nuls');
    const movement = {
      contractAddress: nft.contractAddress,
      tokenId: nft.tokenId,
      from: 'NULSd6HgUkssMi6oSY5pN2BPYH4dtwn9MqkEf',
      to: 'NULSd6HgcLR5Yjc7yyMiteQZxTpuB6NYRiqWf',
      txHash: 'a'.repeat(64),
      logIndex: 0,
      blockNumber: 10,
      blockHash: 'b'.repeat(64),
      occurredAt: new Date(),
    };
    await writeNulsMovements(database.db, 'nuls', [movement], () => null, new Map());
    expect([await isHidden(nft.id), await isHidden(other.id)]).toEqual([false, true]);
  });
});
