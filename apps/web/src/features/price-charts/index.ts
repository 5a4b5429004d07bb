// The price-charts feature's public entry (docs/decisions/051-price-charts.md): the collection and NFT charts.
export { CollectionPriceHistory } from './components/collection-price-history';
export { NftPriceHistory } from './components/nft-price-history';
