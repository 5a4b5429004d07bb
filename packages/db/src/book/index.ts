export { refreshBestListings, refreshLockedBestListings, type BookItem, type LockedNft } from './refresh-best-listings';
export { refreshBestOffers, type OfferScope } from './refresh-best-offers';
export { listingPriceNow, pricePerCopy } from './listing-price-now';
export { collectionFloor, collectionFloorAt, refreshCollectionFloors } from './collection-floor';
