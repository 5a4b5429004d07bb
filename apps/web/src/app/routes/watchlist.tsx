import { WatchlistPage } from '../../features/watchlist/page';

export function Component() {
  return <WatchlistPage />;
}
