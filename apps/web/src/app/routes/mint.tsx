import { ComingSoonPage } from '../../features/coming-soon/components/coming-soon-page';

export function Component() {
  return <ComingSoonPage screen="mint" />;
}
