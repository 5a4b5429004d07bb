import { walletSession } from '../features/wallet';

/** The viewer component tests sign in as (anvil's account 1, checksummed as a wallet reports it). */
export const testViewer = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/**
 * Puts a signed-in session in the wallet store, as after a wallet's sign-in, with the token `test-token` (which the
 * stubbed API never checks). Tests end it with `walletSession.disconnect()`.
 */
export function signInViewer(address: string = testViewer): void {
  walletSession.connect({ chain: 'local1', wallet: 'metamask', address, chainId: '0x7a69' });
  walletSession.authenticate('test-token');
}
