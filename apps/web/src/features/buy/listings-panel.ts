// The ERC-1155 listings table alone (a top-level entry): the NFT page loads it lazily, only for ERC-1155 tokens.
// Through index.ts every NFT page would carry Mantine's Table and ScrollArea and, through ScrollArea, the
// positioning library @floating-ui (about 14 KB as sent) on its first load (docs/decisions/033-first-load-javascript.md).
export { ListingsPanel } from './components/listings-panel';
