// Session storage is the spec's home for the language, the session token and the connected
// account (section 9). The key names are in session-keys.ts, which the browser tests' harness imports too.

import type { SessionKey } from './session-keys';

export { sessionKeys, type SessionKey } from './session-keys';

/** The part of the Web Storage API this module needs, so callers can pass any storage. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Storage access throws in some privacy modes and sandboxed frames; the app then simply runs
// without persistence instead of failing to start.
function browserSessionStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch (error) {
    console.warn('session storage is unavailable', error);
    return undefined;
  }
}

export function readSession(key: SessionKey, storage = browserSessionStorage()): string | undefined {
  return storage?.getItem(key) ?? undefined;
}

export function writeSession(key: SessionKey, value: string, storage = browserSessionStorage()): void {
  storage?.setItem(key, value);
}

export function removeSession(key: SessionKey, storage = browserSessionStorage()): void {
  storage?.removeItem(key);
}
