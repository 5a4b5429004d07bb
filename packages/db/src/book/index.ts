export { refreshBestListings, type BookItem } from './refresh-best-listings';
export { listingPriceNow, pricePerCopy } from './listing-price-now';
