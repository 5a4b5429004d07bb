/** The server-fed home sections of spec section 1, in page order. */
export type HomeSlotName =
  | 'top-collections-banner'
  | 'popular-events'
  | 'creators-and-artists'
  | 'fan-favorites'
  | 're-creations';

/**
 * Where a server-fed section will mount once its endpoint exists. It renders nothing visible:
 * the home page shows no invented data in the meantime.
 */
export function HomeSlot({ name }: { name: HomeSlotName }) {
  return <div data-home-slot={name} hidden />;
}
