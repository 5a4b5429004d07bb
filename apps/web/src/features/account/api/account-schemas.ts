import type { Activity } from '@nft/api-contract';

/** The account tabs' pages and the shared activity rows, from the API contract. */
export {
  accountNftPageSchema,
  accountCollectionPageSchema,
  accountTabCollectionsSchema,
  activityPageSchema as accountActivityPageSchema,
  type AccountNftTab,
} from '@nft/api-contract';

export type AccountActivity = Activity;
