import { LegalPage } from '../../features/static-pages';

export function Component() {
  return <LegalPage kind="terms" />;
}
