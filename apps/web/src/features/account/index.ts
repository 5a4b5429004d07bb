// The account feature's public entry: what other features may use. Everything else in this folder is
// internal to it (lint: scripts/eslint/feature-boundaries.js).
export { useConnectedAccount } from './hooks/use-connected-account';
