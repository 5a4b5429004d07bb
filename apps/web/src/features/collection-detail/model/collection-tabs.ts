/**
 * The :type of /collection-detail/:id/:type: `collected` is the items grid (the name the account
 * page uses for held items), `activity` the trading history, `holders` who holds the items.
 */
export const collectionTabs = ['collected', 'activity', 'holders'] as const;
export type CollectionTab = (typeof collectionTabs)[number];

export function isCollectionTab(value: string | undefined): value is CollectionTab {
  return (collectionTabs as readonly (string | undefined)[]).includes(value);
}
