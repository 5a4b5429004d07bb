import { ContestListPage } from '../../features/contests';

export function Component() {
  return <ContestListPage status="finished" />;
}
