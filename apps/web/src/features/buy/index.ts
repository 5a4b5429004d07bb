// The buy feature's public entry (docs/product.md "Trading": Buy now); the listings of a token are listings-panel.ts.
// Everything else in this folder is internal to it (lint: scripts/eslint/feature-boundaries.js).
export { BuyPanel } from './components/buy-panel';
