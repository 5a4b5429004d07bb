// The account feature's public entry: what other features may use. Everything else in this folder is
// internal to it (lint: scripts/eslint/feature-boundaries.js).
export { useConnectedAccount } from './hooks/use-connected-account';
export { AccountCollectionsTab } from './components/account-collections-tab';
export { AccountNftsTab } from './components/account-nfts-tab';
