// The sell feature's public entry: what other features may use. Everything else in this folder is
// internal to it (lint: scripts/eslint/feature-boundaries.js).
export { BulkListPanel } from './components/bulk-list-panel';
export { MyListingsSection } from './components/my-listings-section';
export { OwnerListingsPanel } from './components/owner-listings-panel';
export { bulkItemKey, type BulkItem } from './model/bulk-listing';
