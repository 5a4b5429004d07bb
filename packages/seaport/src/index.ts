// Seaport 1.6 orders for the marketplace (docs/product.md "Trading"): types, EIP-712 hashing and typed
// data, bulk orders, signatures, listings, prices, the zone's authorisation and fulfilment calldata.
// Browser-safe: viem and the generated ABIs only, so the API, the indexer, the devnet and the web app
// compute the same hashes and prices.
export { auctionSettlementWindowSeconds, decodeAuctionTerms, encodeAuctionTerms, type AuctionTerms } from './auction/auction-terms';
export { auctionSellerMinimum, buildAuctionListing, type AuctionListingInput } from './auction/build-auction-listing';
export { buildBid, type BidInput } from './auction/build-bid';
export {
  auctionFulfillments,
  encodeMatchAdvancedOrders,
  type Fulfillment,
  type FulfillmentComponent,
  type MatchAuctionInput,
} from './auction/match-auction';
export { bulkOrderSignature } from './bulk/bulk-order-signature';
export { bulkOrderHeight, bulkOrderLeaves, bulkOrderProof, emptyOrderComponents, maxBulkOrderHeight } from './bulk/bulk-order-tree';
export { bulkOrderTypedData } from './bulk/bulk-order-typed-data';
export { criteriaLeaf, criteriaProof, criteriaRoot, verifyCriteriaProof } from './criteria/criteria-tree';
export { eip712DomainType, withEip712DomainType } from './eip712/eip712-domain-type';
export { orderTypedData } from './eip712/order-typed-data';
export { orderComponentsTypes } from './eip712/order-types';
export { seaportDomain, type SeaportDomain } from './eip712/seaport-domain';
export { advancedOrder, type FillRequest, type SignedOrder } from './fulfil/advanced-order';
export { criteriaResolverArg, orderSides, type CriteriaResolver } from './fulfil/criteria-resolver';
export { encodeFulfillAdvancedOrder, type FulfillAdvancedOrderInput } from './fulfil/fulfill-advanced-order';
export { encodeFulfillAvailableAdvancedOrders, type FulfillAvailableInput } from './fulfil/fulfill-available-advanced-orders';
export { nativeValue } from './fulfil/native-value';
export { buildListing, type ListingInput } from './listing/build-listing';
export { buildOffer, type OfferInput, type OfferTarget } from './offer/build-offer';
export {
  itemTypes,
  orderParameters,
  orderTypes,
  type ConsiderationItem,
  type ItemType,
  type OfferItem,
  type OrderComponents,
  type OrderParameters,
  type OrderType,
} from './order/order-components';
export {
  fromOrderComponentsJson,
  toOrderComponentsJson,
  type OrderComponentsInput,
  type OrderComponentsJson,
} from './order/order-components-json';
export { orderHash } from './order/order-hash';
export { basisPointsOf, offerSplit, type OfferSplit } from './price/basis-points';
export { applyFraction, currentAmount, currentFractionAmount } from './price/current-amount';
export { currentPrice } from './price/current-price';
export { normalizeSignature } from './signature/normalize-signature';
export { zoneAuthorizationTypedData, zoneAuthorizationTypes, zoneDomain, type ZoneAuthorization } from './zone/zone-authorization';
export { decodeZoneExtraData, encodeZoneExtraData, zoneExtraDataLength } from './zone/zone-extra-data';
export { wrapNativeStep, type WrapNativeInput, type WrapNativeStep } from './wrap/wrap-native-step';
