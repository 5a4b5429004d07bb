/**
 * The categories a collection may have: the database enum, the API's values and the explore
 * filters (`/collections/:type`) all read this one list. Add a value with an `alter type ... add
 * value` migration.
 */
export const collectionCategories = [
  'art',
  'collectibles',
  'domain_names',
  'gaming',
  'memberships',
  'music',
  'pfp',
  'photography',
  'sports',
  'trading_cards',
  'utility',
  'virtual_worlds',
  'other',
] as const;

export type CollectionCategory = (typeof collectionCategories)[number];
