/**
 * One activity row: the API answers every activity list (an NFT's history, a collection's, an
 * account's) with this one shape, from the API contract.
 */
export { activitySchema, activityPageSchema, type Activity } from '@nft/api-contract';
