import { AdminConsolePage } from '../../features/admin';

export function Component() {
  return <AdminConsolePage />;
}
