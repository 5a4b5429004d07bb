import { useParams } from 'react-router';
import { BatchMigrationPage } from '../../features/migrations/components/batch-migration-page';

export function Component() {
  const { collectionId } = useParams();
  const id = collectionId !== undefined && /^[1-9]\d{0,15}$/.test(collectionId) ? Number(collectionId) : undefined;
  return <BatchMigrationPage key={collectionId ?? 'new'} collectionId={id} />;
}
