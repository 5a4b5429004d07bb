import { useParams } from 'react-router';
import { CreateNftPage } from '../../features/create-nft/components/create-nft-page';

export function Component() {
  const { collectionId } = useParams();
  const id = collectionId !== undefined && /^[1-9]\d{0,15}$/.test(collectionId) ? Number(collectionId) : undefined;
  return <CreateNftPage key={collectionId ?? 'new'} collectionId={id} />;
}
