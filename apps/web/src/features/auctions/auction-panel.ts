// The NFT page's auction panel alone (a top-level entry): the page loads it lazily, and through index.ts the
// chunk would also carry the seller's auction form (docs/decisions/033-first-load-javascript.md).
export { AuctionPanel } from './components/auction-panel';
