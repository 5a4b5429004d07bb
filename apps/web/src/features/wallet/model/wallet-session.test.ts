import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../../lib/session-storage';
import { createWalletSessionStore, readWalletSession } from './wallet-session';

function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

const connection = { chain: 'local1', wallet: 'metamask', address: '0xAbC0000000000000000000000000000000000001', chainId: '0x7a69' };

describe('wallet session store', () => {
  it('stores a connection under the spec keys and restores it, token included', () => {
    const storage = memoryStorage();
    const store = createWalletSessionStore(storage);
    store.connect(connection);
    store.authenticate('tok');
    expect(Object.fromEntries(storage.entries)).toEqual({
      account: connection.address,
      chain: 'local1',
      wallet: 'metamask',
      chainId: '0x7a69',
      token: 'tok',
    });
    expect(readWalletSession(storage)).toEqual({ status: 'authenticated', token: 'tok', ...connection });
  });

  it('drops the token when the wallet reports another account', () => {
    const storage = memoryStorage();
    const store = createWalletSessionStore(storage);
    store.connect(connection);
    store.authenticate('tok');
    store.replaceAddress('0xAbC0000000000000000000000000000000000002');
    expect(store.get()).toEqual({ status: 'connected', ...connection, address: '0xAbC0000000000000000000000000000000000002' });
    expect(storage.entries.has('token')).toBe(false);
  });

  it('keeps the token when the same connection is made again, drops it for another chain', () => {
    const store = createWalletSessionStore(memoryStorage());
    store.connect(connection);
    store.authenticate('tok');
    store.connect({ ...connection, address: connection.address.toLowerCase() });
    expect(store.get().status).toBe('authenticated');
    store.connect({ ...connection, chain: 'local2', chainId: '0x7a6a' });
    expect(store.get()).toEqual({ status: 'connected', ...connection, chain: 'local2', chainId: '0x7a6a' });
  });

  it('clears every key on disconnect and notifies subscribers', () => {
    const storage = memoryStorage();
    const store = createWalletSessionStore(storage);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.get().status));
    store.connect(connection);
    store.authenticate('tok');
    store.disconnect();
    expect(seen).toEqual(['connected', 'authenticated', 'disconnected']);
    expect(storage.entries.size).toBe(0);
  });

  it('is disconnected when a stored key is missing', () => {
    const storage = memoryStorage();
    storage.setItem('account', connection.address);
    storage.setItem('token', 'tok');
    expect(readWalletSession(storage)).toEqual({ status: 'disconnected' });
  });
});
