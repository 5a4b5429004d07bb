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

/** How an attribute is shown: a plain trait, or a level / stat with a maximum. */
export const attributeDisplayTypes = ['text', 'level', 'stat'] as const;
export type AttributeDisplayType = (typeof attributeDisplayTypes)[number];

/** Why an NFT was reported. */
export const reportReasons = ['copyright', 'explicit', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

/** The events of an NFT's trading history. */
export const activityKinds = ['mint', 'transfer', 'burn', 'list', 'offer', 'bid', 'sale', 'cancel', 'stake', 'unstake', 'claim'] as const;
export type ActivityKind = (typeof activityKinds)[number];
