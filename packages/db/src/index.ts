import * as schema from './schema';

export { schema };
export * from './schema';
export type { Database, DatabaseHandle, DatabaseKind, DatabaseQueryResult, DatabaseQueryResultHKT } from './database';
export { openDatabase, type OpenDatabaseOptions } from './open-database';
export { constraintViolation, type ConstraintViolation } from './constraint-violation';
export {
  refreshBestListings,
  refreshLockedBestListings,
  refreshBestOffers,
  listingPriceNow,
  pricePerCopy,
  collectionFloor,
  collectionFloorAt,
  refreshCollectionFloors,
  type BookItem,
  type LockedNft,
  type OfferScope,
} from './book';
export { refreshCollectionRarity } from './rarity/refresh-collection-rarity';
