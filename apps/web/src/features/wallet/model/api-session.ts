import { onSessionExpired } from '../../../lib/api';
import { startSignIn } from './sign-in-runner';
import { walletSession } from './wallet-session';

/**
 * Connects the wallet to the app's API client (called once at start, main.tsx): when the API
 * answers 401 the stored token is dropped and sign-in starts again (docs/product.md, spec section 8).
 */
export function attachWalletToApi(): void {
  onSessionExpired(() => {
    walletSession.dropToken();
    void startSignIn();
  });
}
