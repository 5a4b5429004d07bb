import { useParams } from 'react-router';
import { UploadEntryPage, parseContestId } from '../../features/contests';

export function Component() {
  const { id } = useParams();
  return <UploadEntryPage key={id} id={parseContestId(id)} />;
}
