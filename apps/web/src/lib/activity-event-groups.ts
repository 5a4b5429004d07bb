import type { ActivityKind } from '@nft/shared';

/**
 * The event types a history can be narrowed to, as OpenSea's activity filter groups them: a sale and an auction's
 * settlement are both sales, an offer and a bid are both offers. The API takes the kinds (`?kind=`).
 */
export const activityEventGroups = {
  sales: ['sale', 'settlement'],
  listings: ['list'],
  offers: ['offer', 'bid'],
  transfers: ['transfer'],
  mints: ['mint'],
} as const satisfies Record<string, readonly ActivityKind[]>;

export type ActivityEventGroup = keyof typeof activityEventGroups;

const groupNames = Object.keys(activityEventGroups) as ActivityEventGroup[];

/** The groups named in a URL's `event` parameters, known ones only, in the filter's order. */
export function parseEventGroups(values: readonly string[]): ActivityEventGroup[] {
  return groupNames.filter((group) => values.includes(group));
}

/** The API's `kind` value for these groups (comma-separated), or undefined for every event. */
export function kindsOfGroups(groups: readonly ActivityEventGroup[]): string | undefined {
  return groups.length === 0 ? undefined : groups.flatMap((group) => activityEventGroups[group]).join(',');
}
