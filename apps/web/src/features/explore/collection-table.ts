// A top-level entry of the explore feature for the screens that show collections as its ranking table (the watchlist),
// kept out of `index.ts` so the screens that import the index do not load the table with their first chunk
// (docs/decisions/065-first-screen-chunks.md).
export { CollectionTable } from './components/collection-table';
export type { CollectionSort } from './model/explore-options';
