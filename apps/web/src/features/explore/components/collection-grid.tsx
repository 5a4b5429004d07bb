import { memo } from 'react';
import type { ExploreCollection } from '../api/explore-schemas';
import { CardGrid } from './card-grid';
import { CollectionCard } from './collection-card';

/**
 * Collection cards in the shared grid, with skeleton cards while a page loads. Memoised: while a new page
 * renders as a transition (hooks/use-shown-items.ts), the urgent render before it leaves the grid as it was.
 */
export const CollectionGrid = memo(function CollectionGrid({ items, loading = false }: { items: ExploreCollection[]; loading?: boolean }) {
  return (
    <CardGrid skeletons={loading ? 8 : 0} skeletonHeight={260}>
      {items.map((collection) => (
        <CollectionCard key={collection.id} collection={collection} />
      ))}
    </CardGrid>
  );
});
