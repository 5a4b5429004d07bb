// The wallet feature's public entry: what other features may use. Everything else in this folder is
// internal to it (lint: scripts/eslint/feature-boundaries.js).
export { useWalletSession } from './hooks/use-wallet-session';
export { ensureAuthenticated, startSignIn } from './model/sign-in-runner';
export { walletSession } from './model/wallet-session';
export { attachWalletToApi } from './model/api-session';
