import { useQuery } from '@tanstack/react-query';
import { useWalletSession } from '../../wallet';
import { getUnreadNotifications, notificationQueryKeys } from '../api/notifications-api';

/**
 * The signed-in viewer's unread count for the bell; nothing for a visitor who has not signed in (notifications are
 * private). Live events keep it current (it is under the `notifications` key the stream marks stale), not a timer.
 */
export function useUnreadNotifications() {
  const session = useWalletSession();
  const address = session.status === 'authenticated' ? session.address : undefined;
  const unread = useQuery({
    queryKey: notificationQueryKeys.unread(address ?? ''),
    queryFn: ({ signal }) => getUnreadNotifications(signal),
    enabled: address !== undefined,
    retry: false,
  });
  return { signedIn: address !== undefined, count: unread.data?.unread ?? 0 };
}
