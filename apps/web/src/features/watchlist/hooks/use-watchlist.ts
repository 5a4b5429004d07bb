import { useQuery } from '@tanstack/react-query';
import { useWalletSession } from '../../wallet';
import { getWatchlist, watchlistQueryKeys } from '../api/watchlist-api';

/**
 * The signed-in viewer's watchlist, read once and shared by every star on the page; nothing for a visitor who has not
 * signed in (the list is private, GET /v1/watchlist needs the session).
 */
export function useWatchlist() {
  const session = useWalletSession();
  const address = session.status === 'authenticated' ? session.address : undefined;
  return useQuery({
    queryKey: watchlistQueryKeys.of(address ?? ''),
    queryFn: ({ signal }) => getWatchlist({ signal }),
    enabled: address !== undefined,
  });
}
