// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@nft/api-contract';
import { subscribeLiveEvents } from '../api/live-event-source';
import { useLiveUpdates } from './use-live-updates';

/** Stands in for the browser's EventSource: the test plays the server. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  closed = false;
  private readonly named = new Map<string, () => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: () => void) {
    this.named.set(name, listener);
  }
  close() {
    this.closed = true;
  }
  send(event: LiveEvent) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
  reset() {
    this.named.get('reset')?.();
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
  vi.unstubAllGlobals();
});

const contract = '0x' + 'ab'.repeat(20);
const sale: LiveEvent = {
  id: 7,
  kind: 'sale',
  chain: 'local2',
  collectionId: 3,
  contractAddress: contract,
  tokenId: '5',
  from: '0x' + '11'.repeat(20),
  to: '0x' + '22'.repeat(20),
  quantity: '1',
  price: '1000',
  currency: null,
  orderHash: null,
  txHash: '0x' + '33'.repeat(32),
  occurredAt: '2025-05-01T00:00:00.000Z',
};

// The keys of the screens named in docs/product.md "Live updates": the NFT page (detail, activity,
// listings, auction), explore, the collection page, and the seller's account lists and offers.
const screens = {
  nftDetail: ['nft-detail', 'local2', contract, '5', 'detail', 'viewer'],
  nftActivity: ['nft-detail', 'local2', contract, '5', 'activity'],
  listings: ['orders', 'token', 'local2', contract, '5', undefined],
  buyPanel: ['orders', 'listings', 'local2', contract, '5'],
  auction: ['orders', 'auction', 'local2', contract, '5'],
  bids: ['orders', 'bids', 'local2', '0x' + '99'.repeat(32)],
  explore: ['explore', 'nfts', 'sort=newest'],
  collection: ['collection', '3', 'activity'],
  sellerCollected: ['accounts', sale.from, 'collected'],
  offers: ['orders', 'list', { maker: sale.to }],
  // The bells of the buyer and of someone the sale does not name.
  buyerBell: ['notifications', sale.to, 'unread'],
  otherBell: ['notifications', '0x' + '55'.repeat(20), 'unread'],
  otherNft: ['nft-detail', 'local2', contract, '6', 'detail', 'viewer'],
  otherCollection: ['collection', '4'],
  otherAccount: ['accounts', '0x' + '44'.repeat(20), 'collected'],
};

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const calls = new Map<string, number>();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { unmount } = renderHook(
    () => {
      useLiveUpdates();
      for (const [name, queryKey] of Object.entries(screens)) {
        // eslint-disable-next-line react-hooks/rules-of-hooks -- a fixed list, the same order every render
        useQuery({ queryKey, queryFn: () => calls.set(name, (calls.get(name) ?? 0) + 1).get(name)! });
      }
    },
    { wrapper },
  );
  mounted.push(unmount);
  return { calls };
}

describe('useLiveUpdates', () => {
  it('opens one EventSource per tab and refetches the screens an event concerns, once per burst', async () => {
    const { calls } = setup();
    // Another listener in the same tab shares the stream.
    const unsubscribe = subscribeLiveEvents(() => undefined);
    await waitFor(() => expect(calls.size).toBe(Object.keys(screens).length));
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.opened[0]!.url).toBe('/v1/events');
    act(() => {
      FakeEventSource.opened[0]!.send(sale);
      FakeEventSource.opened[0]!.send({ ...sale, id: 8, kind: 'transfer' });
    });
    const concerned = [
      'nftDetail',
      'nftActivity',
      'listings',
      'buyPanel',
      'auction',
      'explore',
      'collection',
      'sellerCollected',
      'offers',
      'buyerBell',
    ];
    await waitFor(() => expect(concerned.map((name) => calls.get(name))).toEqual(concerned.map(() => 2)));
    expect([calls.get('otherNft'), calls.get('otherCollection'), calls.get('otherAccount'), calls.get('otherBell')]).toEqual([1, 1, 1, 1]);
    mounted.pop()!();
    expect(FakeEventSource.opened[0]!.closed).toBe(false);
    unsubscribe();
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
  });

  it('on reset (events missed while away) refetches everything shown', async () => {
    const { calls } = setup();
    await waitFor(() => expect(calls.size).toBe(Object.keys(screens).length));
    act(() => FakeEventSource.opened[0]!.reset());
    await waitFor(() => expect([...calls.values()]).toEqual(Object.keys(screens).map(() => 2)));
  });

  // docs/decisions/050-live-updates.md "Update": order state moved without activity (a bid outbid or expired, an
  // auction extended, an offer gone inactive) is an `order` event; the auction panel and offer lists no longer poll.
  it('an order event refetches the auction panel, its bids and the offer lists', async () => {
    const { calls } = setup();
    await waitFor(() => expect(calls.size).toBe(Object.keys(screens).length));
    act(() =>
      FakeEventSource.opened[0]!.send({
        ...sale,
        id: 9,
        kind: 'order',
        from: sale.to,
        to: null,
        orderHash: '0x' + '99'.repeat(32),
        txHash: null,
      }),
    );
    const concerned = ['auction', 'bids', 'buyPanel', 'listings', 'offers', 'nftDetail', 'explore', 'collection', 'buyerBell'];
    await waitFor(() => expect(concerned.map((name) => calls.get(name))).toEqual(concerned.map(() => 2)));
    expect([calls.get('otherNft'), calls.get('otherCollection'), calls.get('otherAccount'), calls.get('sellerCollected')]).toEqual([
      1, 1, 1, 1,
    ]);
  });

  it('ignores a message that is not an event it knows', async () => {
    const { calls } = setup();
    await waitFor(() => expect(calls.size).toBe(Object.keys(screens).length));
    act(() => {
      FakeEventSource.opened[0]!.onmessage?.(new MessageEvent('message', { data: 'not json' }));
      FakeEventSource.opened[0]!.send({ ...sale, kind: 'teleport' as LiveEvent['kind'] });
    });
    // A real event afterwards still works, and the two before it refetched nothing on their own.
    act(() => FakeEventSource.opened[0]!.send({ ...sale, tokenId: '6', collectionId: null, from: null, to: null }));
    await waitFor(() => expect(calls.get('otherNft')).toBe(2));
    expect(calls.get('nftDetail')).toBe(1);
  });
});
