// The profile feature's public entry: what other features may use. Everything else in this folder is
// internal to it (lint: scripts/eslint/feature-boundaries.js).
export { type AccountProfile } from './api/profile-schemas';
export { useAccountProfile } from './hooks/use-account-profile';
