import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { NotFoundPage } from '../../features/errors/components/not-found-page';
import { CollectionDetailPage } from '../../features/collection-detail/components/collection-detail-page';
import { isCollectionTab } from '../../features/collection-detail/model/collection-tabs';

// :type is the tab: collected (the items), activity or holders. An unknown tab opens the items.
export function Component() {
  const { id = '', type } = useParams();
  if (!/^[1-9]\d{0,15}$/.test(id)) return <NotFoundPage />;
  if (!isCollectionTab(type)) return <Navigate to={paths.collectionDetail(id, 'collected')} replace />;
  return <CollectionDetailPage key={id} id={id} tab={type} />;
}
