import { describe, expect, it } from 'vitest';
import { createCartStore, type CartItem } from './cart-store';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

const item = (chain: string, n: number): CartItem => ({
  orderHash: `0x${String(n).padStart(64, '0')}`,
  chain,
  contract: '0x0000000000000000000000000000000000000001',
  tokenId: String(n),
  currency: '0x0000000000000000000000000000000000000000',
  startPrice: '100',
  endPrice: '100',
  startTime: 0,
  endTime: 2_000_000_000,
  name: `Item ${n}`,
  listed: '1',
  quantity: '1',
});

describe('cart store', () => {
  it('keeps one cart per chain in storage, read back by a new store (a reload)', () => {
    const storage = memoryStorage();
    const store = createCartStore(storage);
    store.add(item('local1', 1));
    store.add(item('local1', 2));
    store.add(item('local2', 3));
    expect([...storage.map.keys()].sort()).toEqual(['cart.local1', 'cart.local2']);
    const again = createCartStore(storage);
    expect(again.get().local1?.map((entry) => entry.tokenId)).toEqual(['1', '2']);
    expect(again.has('local2', item('local2', 3).orderHash)).toBe(true);
  });

  it('adds a listing once, removes by hash in any case, and drops an empty chain', () => {
    const storage = memoryStorage();
    const store = createCartStore(storage);
    let changes = 0;
    store.subscribe(() => changes++);
    store.add(item('local1', 1));
    store.add(item('local1', 1));
    expect(store.get().local1).toHaveLength(1);
    store.remove('local1', [item('local1', 1).orderHash.toUpperCase().replace('0X', '0x')]);
    expect(store.get().local1).toBeUndefined();
    expect(storage.map.size).toBe(0);
    expect(changes).toBe(3);
  });

  it('ignores what is not a cart in storage', () => {
    const storage = memoryStorage();
    storage.setItem('cart.local1', '{not json');
    storage.setItem('cart.local2', JSON.stringify([{ nope: 1 }]));
    expect(createCartStore(storage).get()).toEqual({});
  });
});
