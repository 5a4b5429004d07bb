import { NotificationsPage } from '../../features/notifications/page';

export function Component() {
  return <NotificationsPage />;
}
