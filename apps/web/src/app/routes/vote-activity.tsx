import { useParams } from 'react-router';
import { ContestPage, parseContestId } from '../../features/contests';

export function Component() {
  const { id } = useParams();
  return <ContestPage key={id} id={parseContestId(id)} />;
}
