import { CollectionExplorePage } from '../../features/explore/components/collection-explore-page';
import { allCategories } from '../../features/explore/model/explore-options';

export function Component() {
  return <CollectionExplorePage type={allCategories} />;
}
