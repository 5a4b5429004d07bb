/**
 * The fixed sets of values the database enums, the API's schemas and the web app share. The
 * database derives its enums from these lists (never the other way round); adding a value needs an
 * `alter type ... add value` migration.
 */

/** Token standards: the two EVM ones and NULS's NRC-721. */
export const contractStandards = ['ERC-721', 'ERC-1155', 'NRC-721'] as const;
export type ContractStandard = (typeof contractStandards)[number];

/** How a listing is priced: fixed, declining (Dutch) or an English auction. */
export const orderKinds = ['fixed', 'declining', 'auction'] as const;
export type OrderKind = (typeof orderKinds)[number];

/**
 * What an offer buys: one token, any token of the collection (Seaport criteria with a zero root), or any
 * token with a given trait (a merkle root over the matching token ids). Listings and bids are always `item`.
 */
export const orderTargets = ['item', 'collection', 'trait'] as const;
export type OrderTarget = (typeof orderTargets)[number];

/** How an attribute is shown: a plain trait, or a level / stat with a maximum. */
export const attributeDisplayTypes = ['text', 'level', 'stat'] as const;
export type AttributeDisplayType = (typeof attributeDisplayTypes)[number];

/** Why an NFT was reported. */
export const reportReasons = ['copyright', 'explicit', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

/** The events of an NFT's trading history; `settlement` is an English auction's sale made by the marketplace at its end. */
export const activityKinds = [
  'mint',
  'transfer',
  'burn',
  'list',
  'offer',
  'bid',
  'sale',
  'cancel',
  'stake',
  'unstake',
  'claim',
  'settlement',
] as const;
export type ActivityKind = (typeof activityKinds)[number];
