import { useLiveUpdates } from '../hooks/use-live-updates';

/** Mounted once inside the query provider: the tab's one live stream keeps every screen current. */
export function LiveUpdates() {
  useLiveUpdates();
  return null;
}
