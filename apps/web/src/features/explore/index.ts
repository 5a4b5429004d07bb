// The explore feature's public entry: what other features may use. Everything else in this folder is
// internal to it (lint: scripts/eslint/feature-boundaries.js).
export type { exploreCollectionSchema, ExploreCollection } from './api/explore-schemas';
export { CardGrid } from './components/card-grid';
export { CollectionGrid } from './components/collection-grid';
export { ExploreLayout } from './components/explore-layout';
export { FilterSection } from './components/filter-section';
export { NftFilterSidebar } from './components/nft-filter-sidebar';
export { NftGrid } from './components/nft-grid';
export { NftResults } from './components/nft-results';
export { SearchBox } from './components/search-box';
export { SortSelect } from './components/sort-select';
export { StatusChips } from './components/status-chips';
export { usePriceUnit } from './hooks/use-price-unit';
export { useUrlFilters } from './hooks/use-url-filters';
export { collectionItemSorts, isCategory, nftSorts } from './model/explore-options';
export { activeNftFilterCount, nftFiltersToApiQuery, nftFiltersToParams, parseNftFilters } from './model/nft-filters';
