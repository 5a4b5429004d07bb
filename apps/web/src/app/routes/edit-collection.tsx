import { useParams } from 'react-router';
import { EditCollectionPage } from '../../features/collections/components/edit-collection-page';

export function Component() {
  const { collectionId } = useParams();
  const id = collectionId !== undefined && /^[1-9]\d{0,15}$/.test(collectionId) ? Number(collectionId) : undefined;
  // A malformed id is not "create": it is a collection that cannot exist.
  return <EditCollectionPage key={collectionId ?? 'new'} collectionId={collectionId !== undefined && id === undefined ? 0 : id} />;
}
