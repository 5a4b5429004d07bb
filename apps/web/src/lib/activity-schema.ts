/**
 * One activity row: the API answers every activity list (an NFT's history, a collection's, an
 * account's) with this one shape, from the API contract. Types only: the web reads answers by type
 * (docs/decisions/042-web-reads-answers-by-type.md).
 */
export type { activitySchema, activityPageSchema, Activity } from '@nft/api-contract';
