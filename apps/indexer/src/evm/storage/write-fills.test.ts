import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zeroAddress } from 'viem';
import { activity, fills, orders, type DatabaseHandle } from '@nft/db';
import { createTestDatabase, insertNft, testAddress } from '@nft/db/testing';
import { emptyEffects, type LogPosition } from '../effects/block-effects';
import { handleOrderFulfilled } from '../handlers/order-fulfilled';
import { applyEffects } from './apply-effects';

const chain = 'local1';
const hex = (bytes: number) => `0x${randomBytes(bytes).toString('hex')}`;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const position = (): LogPosition => ({
  chain,
  blockNumber: 30,
  blockHash: hex(32),
  txHash: hex(32),
  logIndex: 4,
  address: hex(20),
  occurredAt: new Date('2026-06-01T00:00:00Z'),
});

describe('writing fills', () => {
  it('writes one fill and one sale row per item however often a block is processed, with fee and royalty of our order', async () => {
    const [seller, buyer, feeTo, creator] = [testAddress(), testAddress(), testAddress(), testAddress()];
    const nft = await insertNft(database.db, { standard: 'ERC-1155', supply: '10' });
    const orderHash = hex(32);
    await database.db.insert(orders).values({
      chain,
      orderHash,
      protocol: 'seaport',
      side: 'listing',
      maker: seller,
      contractAddress: nft.contractAddress,
      tokenId: nft.tokenId,
      quantity: '4',
      currency: zeroAddress,
      startPrice: '400',
      endPrice: '400',
      startTime: new Date(0),
      endTime: new Date(Date.UTC(2100, 0)),
      feeRecipient: feeTo,
      feeBps: 250,
      royaltyRecipient: creator,
      royaltyBps: 500,
      counter: '0',
      conduitKey: hex(32),
      salt: '1',
      signature: '0x',
      parameters: {},
    });
    const effects = emptyEffects();
    const at = position();
    const native = (amount: bigint, recipient: string) => ({ itemType: 0, token: zeroAddress, identifier: 0n, amount, recipient });
    handleOrderFulfilled(effects, at, {
      orderHash,
      offerer: seller,
      recipient: buyer,
      offer: [{ itemType: 3, token: nft.contractAddress, identifier: BigInt(nft.tokenId), amount: 2n }],
      consideration: [native(170n, seller), native(10n, feeTo), native(20n, creator)],
    });
    for (let run = 0; run < 2; run++) await database.db.transaction((tx) => applyEffects(tx, chain, effects, () => undefined));

    expect(
      await database.db
        .select({ price: fills.price, fee: fills.fee, royalty: fills.royalty })
        .from(fills)
        .where(eq(fills.orderHash, orderHash)),
    ).toEqual([{ price: '200', fee: '10', royalty: '20' }]);
    const sales = await database.db
      .select({
        kind: activity.kind,
        quantity: activity.quantity,
        price: activity.price,
        fee: activity.fee,
        collection: activity.collectionId,
      })
      .from(activity)
      .where(eq(activity.orderHash, orderHash));
    expect(sales).toEqual([{ kind: 'sale', quantity: '2', price: '200', fee: '10', collection: nft.collectionId }]);
    const [order] = await database.db
      .select({ filled: orders.filledQuantity, status: orders.status })
      .from(orders)
      .where(eq(orders.orderHash, orderHash));
    expect(order).toEqual({ filled: '2', status: 'active' });
  });

  it('writes a bundle from another marketplace without price, fee or royalty', async () => {
    const [seller, buyer] = [testAddress(), testAddress()];
    const first = await insertNft(database.db);
    const second = await insertNft(database.db, { contractAddress: first.contractAddress, collectionId: first.collectionId });
    const effects = emptyEffects();
    const orderHash = hex(32);
    handleOrderFulfilled(effects, position(), {
      orderHash,
      offerer: seller,
      recipient: buyer,
      offer: [first, second].map((n) => ({ itemType: 2, token: n.contractAddress, identifier: BigInt(n.tokenId), amount: 1n })),
      consideration: [{ itemType: 0, token: zeroAddress, identifier: 0n, amount: 900n, recipient: seller }],
    });
    await database.db.transaction((tx) => applyEffects(tx, chain, effects, () => undefined));
    const rows = await database.db
      .select({ token: fills.tokenId, price: fills.price, currency: fills.currency, fee: fills.fee, royalty: fills.royalty })
      .from(fills)
      .where(eq(fills.orderHash, orderHash))
      .orderBy(fills.batchIndex);
    expect(rows).toEqual([
      { token: first.tokenId, price: null, currency: null, fee: null, royalty: null },
      { token: second.tokenId, price: null, currency: null, fee: null, royalty: null },
    ]);
  });
});
