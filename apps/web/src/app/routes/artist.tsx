import { useParams } from 'react-router';
import { ArtistPage } from '../../features/home/components/artist-page';

export function Component() {
  const { id = '' } = useParams();
  return <ArtistPage key={id} id={id} />;
}
