import { useQuery } from '@tanstack/react-query';
import { useWalletSession } from '../../wallet';
import { getUnreadNotifications, notificationQueryKeys } from '../api/notifications-api';

/**
 * How often the bell reads its count while the tab is visible, for what the live stream cannot tell a tab concerns it:
 * an offer on an item it holds, a higher bid on an auction it bid on (their events name the maker, not the holder or the
 * earlier bidders). Events that name the viewer refresh it at once (features/live-updates/model/stale-keys.ts).
 * docs/decisions/073-notifications-from-the-activity-ledger.md says why not on every event.
 */
const unreadPollMs = 60_000;

/**
 * The signed-in viewer's unread count for the bell; nothing for a visitor who has not signed in (notifications are
 * private).
 */
export function useUnreadNotifications() {
  const session = useWalletSession();
  const address = session.status === 'authenticated' ? session.address : undefined;
  const unread = useQuery({
    queryKey: notificationQueryKeys.unread(address ?? ''),
    queryFn: ({ signal }) => getUnreadNotifications(signal),
    enabled: address !== undefined,
    retry: false,
    refetchInterval: unreadPollMs,
  });
  return { signedIn: address !== undefined, count: unread.data?.unread ?? 0 };
}
