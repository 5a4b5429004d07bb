/** `/stake-event/:id` names an activity by chain and contract activity id: `local1-3`. */
export const activityKey = (activity: { chain: string; id: string }) => `${activity.chain}-${activity.id}`;

export function parseActivityKey(key: string): { chain: string; id: string } | undefined {
  const match = /^([a-z0-9]{1,16})-([1-9]\d{0,30})$/.exec(key);
  return match ? { chain: match[1]!, id: match[2]! } : undefined;
}
