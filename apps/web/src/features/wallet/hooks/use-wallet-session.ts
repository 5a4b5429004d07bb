import { useSyncExternalStore } from 'react';
import { walletSession, type WalletSession } from '../model/wallet-session';

/** The wallet session, re-rendering on every change (connect, account switch, sign-in, disconnect). */
export function useWalletSession(): WalletSession {
  return useSyncExternalStore(walletSession.subscribe, walletSession.get);
}
