import { ComingSoonPage } from '../../features/coming-soon/components/coming-soon-page';

export function Component() {
  return <ComingSoonPage screen="vote_list_finished" />;
}
