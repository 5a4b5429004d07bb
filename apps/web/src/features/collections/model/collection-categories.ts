/** The categories a collection may have (the API's collection_category enum); labels are explore.categories.<value>. */
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
