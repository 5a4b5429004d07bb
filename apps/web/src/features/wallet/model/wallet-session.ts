import { readSession, removeSession, sessionKeys, writeSession, type KeyValueStorage } from '../../../lib/session-storage';

/** docs/product.md (spec section 4): disconnected, connected (chain, wallet, address), authenticated (also a token). */
export type WalletConnection = {
  chain: string;
  wallet: string;
  address: string;
  /** The chain id the wallet reported: hex for EVM chains, "1" or "2" for NULS. */
  chainId: string;
};

export type WalletSession =
  | { status: 'disconnected' }
  | ({ status: 'connected' } & WalletConnection)
  | ({ status: 'authenticated'; token: string } & WalletConnection);

type Listener = () => void;

const connectionKeys = [
  sessionKeys.account,
  sessionKeys.chainSymbol,
  sessionKeys.walletSymbol,
  sessionKeys.chainId,
  sessionKeys.token,
] as const;

/** Reads the session back from storage (a reload restores chain, wallet, address and token). */
export function readWalletSession(storage?: KeyValueStorage): WalletSession {
  const address = readSession(sessionKeys.account, storage);
  const chain = readSession(sessionKeys.chainSymbol, storage);
  const wallet = readSession(sessionKeys.walletSymbol, storage);
  if (!address || !chain || !wallet) return { status: 'disconnected' };
  const connection = { address, chain, wallet, chainId: readSession(sessionKeys.chainId, storage) ?? '' };
  const token = readSession(sessionKeys.token, storage);
  return token ? { status: 'authenticated', token, ...connection } : { status: 'connected', ...connection };
}

/**
 * The one wallet session of the app, mirrored to session storage under the spec's keys. A plain
 * store (not React state) because the API client, route loaders and wallet listeners change it too.
 */
export function createWalletSessionStore(storage?: KeyValueStorage) {
  let session = readWalletSession(storage);
  const listeners = new Set<Listener>();

  function set(next: WalletSession) {
    session = next;
    persist(next, storage);
    for (const listener of listeners) listener();
  }

  return {
    get: () => session,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A new connection; the token survives only when nothing about the connection changed. */
    connect(connection: WalletConnection) {
      if (session.status === 'authenticated' && sameConnection(session, connection)) return;
      set({ status: 'connected', ...connection });
    },
    /** The wallet switched accounts: the new address replaces the old one and the token is dropped. */
    replaceAddress(address: string) {
      if (session.status === 'disconnected' || session.address === address) return;
      set({ status: 'connected', ...connectionOf(session), address });
    },
    authenticate(token: string) {
      if (session.status === 'disconnected') return;
      set({ ...session, status: 'authenticated', token });
    },
    dropToken() {
      if (session.status !== 'authenticated') return;
      set({ status: 'connected', ...connectionOf(session) });
    },
    disconnect() {
      set({ status: 'disconnected' });
    },
  };
}

export type WalletSessionStore = ReturnType<typeof createWalletSessionStore>;

function connectionOf({ chain, wallet, address, chainId }: WalletConnection): WalletConnection {
  return { chain, wallet, address, chainId };
}

function sameConnection(a: WalletConnection, b: WalletConnection): boolean {
  return a.chain === b.chain && a.wallet === b.wallet && a.chainId === b.chainId && a.address.toLowerCase() === b.address.toLowerCase();
}

function persist(session: WalletSession, storage?: KeyValueStorage) {
  if (session.status === 'disconnected') {
    for (const key of connectionKeys) removeSession(key, storage);
    return;
  }
  writeSession(sessionKeys.account, session.address, storage);
  writeSession(sessionKeys.chainSymbol, session.chain, storage);
  writeSession(sessionKeys.walletSymbol, session.wallet, storage);
  writeSession(sessionKeys.chainId, session.chainId, storage);
  if (session.status === 'authenticated') writeSession(sessionKeys.token, session.token, storage);
  else removeSession(sessionKeys.token, storage);
}

/** The app's session, restored from the tab's session storage at start-up. */
export const walletSession = createWalletSessionStore();
