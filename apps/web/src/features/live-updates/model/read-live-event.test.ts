import { liveEventSchema, type LiveEvent } from '@nft/api-contract';
import { describe, expect, it } from 'vitest';
import { readLiveEvent } from './read-live-event';

const sale: LiveEvent = {
  id: 7,
  kind: 'sale',
  chain: 'local2',
  collectionId: 3,
  contractAddress: '0x' + 'ab'.repeat(20),
  tokenId: '5',
  from: '0x' + '11'.repeat(20),
  to: null,
  quantity: '1',
  price: '1000',
  currency: null,
  orderHash: null,
  txHash: '0x' + '33'.repeat(32),
  occurredAt: '2025-05-01T00:00:00.000Z',
};

// The web reads the stream by hand (no zod on first screens); the contract's schema is the second opinion.
const cases: [string, unknown][] = [
  ['a sale', sale],
  ['a metadata refresh without a collection', { ...sale, kind: 'metadata', collectionId: null, price: null }],
  ['an order change without a transaction', { ...sale, kind: 'order', txHash: null, orderHash: '0x' + '44'.repeat(32) }],
  ['a resync', { ...sale, kind: 'resync', contractAddress: null, tokenId: null }],
  [
    "a collection's floor",
    {
      ...sale,
      kind: 'floor',
      contractAddress: null,
      tokenId: null,
      from: null,
      quantity: null,
      txHash: null,
      currency: '0x' + '00'.repeat(20),
    },
  ],
  ['a kind this build does not know', { ...sale, kind: 'airdrop' }],
  ['a fractional id', { ...sale, id: 1.5 }],
  ['an id as text', { ...sale, id: '7' }],
  ['no chain', { ...sale, chain: undefined }],
  ['a collection id as text', { ...sale, collectionId: '3' }],
  ['a price as a number', { ...sale, price: 1000 }],
  ['a missing token id', { ...sale, tokenId: undefined }],
  ['null', null],
  ['an array', [sale]],
];

describe('readLiveEvent', () => {
  it.each(cases)('agrees with the contract on %s', (_name, data) => {
    const parsed = liveEventSchema.safeParse(data);
    expect(readLiveEvent(data)).toEqual(parsed.success ? parsed.data : undefined);
  });

  it('keeps a valid event and skips an unknown kind', () => {
    expect(readLiveEvent(sale)).toEqual(sale);
    expect(readLiveEvent({ ...sale, kind: 'airdrop' })).toBeUndefined();
  });
});
