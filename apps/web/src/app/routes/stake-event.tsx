import { useParams } from 'react-router';
import { StakeEventPage } from '../../features/staking';

export function Component() {
  const { id = '' } = useParams();
  return <StakeEventPage key={id} id={id} />;
}
