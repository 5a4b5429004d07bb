// The auctions feature's public entry (docs/product.md "Trading", Auctions): what other features may use.
// Everything else in this folder is internal to it (lint: scripts/eslint/feature-boundaries.js).
// The bid dialog loads on demand (React.lazy inside AuctionPanel).
export { AuctionPanel } from './components/auction-panel';
export { AuctionSellForm } from './components/auction-sell-form';
