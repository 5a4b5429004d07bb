import { useParams } from 'react-router';
import { NotFoundPage } from '../../features/errors/components/not-found-page';
import { CollectionExplorePage } from '../../features/explore/components/collection-explore-page';
import { allCategories, isCategory } from '../../features/explore/model/explore-options';

// :type is a category slug (art, music, ...) or "all"; anything else is not a page.
export function Component() {
  const { type = allCategories } = useParams();
  if (type !== allCategories && !isCategory(type)) return <NotFoundPage />;
  return <CollectionExplorePage type={type} />;
}
