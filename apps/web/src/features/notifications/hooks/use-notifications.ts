import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useWalletSession } from '../../wallet';
import { getNotifications, markNotificationsRead, notificationQueryKeys } from '../api/notifications-api';

/**
 * The signed-in viewer's notifications, page by page, and their marking read: once the first page has shown which
 * are new, everything up to now is marked read (as OpenSea does when its panel opens) and the bell's count goes to
 * zero. The page keeps the answer it has; a later read (a live event) shows them read.
 */
export function useNotifications() {
  const session = useWalletSession();
  const address = session.status === 'authenticated' ? session.address : '';
  const client = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: notificationQueryKeys.list(address),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: address !== '',
  });
  const markRead = useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (answer) => client.setQueryData(notificationQueryKeys.unread(address), answer),
  });
  const marked = useRef<string | null>(null);
  const firstUnread = list.data?.pages[0]?.unread ?? 0;
  useEffect(() => {
    if (!list.isSuccess || marked.current === address || firstUnread === 0) return;
    marked.current = address;
    markRead.mutate();
  }, [list.isSuccess, address, firstUnread, markRead]);
  return list;
}
