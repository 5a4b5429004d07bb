import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CollectionListItem } from '@nft/api-contract';
import { LineIcon } from '../../../components/ui/line-icon';
import { useWatchlist } from '../hooks/use-watchlist';
import { useWatchToggle } from '../hooks/use-watch-toggle';

/**
 * The star that adds a collection to the viewer's watchlist or takes it off (docs/product.md "Watchlist"). A visitor who
 * has not signed in sees it empty; a click signs in first.
 */
export function WatchButton({ collection, size = 'md' }: { collection: CollectionListItem; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const watchlist = useWatchlist();
  const toggle = useWatchToggle(collection);
  const watching = watchlist.data?.items.some((item) => item.id === collection.id) ?? false;
  const label = watching ? t('watchlist.remove') : t('watchlist.add');
  return (
    <ActionIcon
      variant={watching ? 'light' : 'subtle'}
      color={watching ? 'yellow' : 'gray'}
      size={size === 'sm' ? 'md' : 'lg'}
      radius="xl"
      aria-pressed={watching}
      aria-label={label}
      title={label}
      onClick={(event) => {
        // Inside a row or card that is itself a link, the star is its own action.
        event.preventDefault();
        event.stopPropagation();
        void toggle.toggle(!watching);
      }}
      data-action="watch"
      data-watching={watching}
    >
      <LineIcon name="star" size={size === 'sm' ? 16 : 20} filled={watching} />
    </ActionIcon>
  );
}
