// The NFT page's chart alone (docs/decisions/051-price-charts.md): the page loads it on demand, without the
// collection chart and its period switch, which only the collection page shows.
export { NftPriceHistory } from './components/nft-price-history';
