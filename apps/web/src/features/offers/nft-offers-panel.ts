// The NFT page's offers panel alone (a top-level entry): the page loads it lazily, and through index.ts the
// chunk would also carry the account tab, the collection panel and the stepper (docs/decisions/033-first-load-javascript.md).
export { NftOffersPanel } from './components/nft-offers-panel';
