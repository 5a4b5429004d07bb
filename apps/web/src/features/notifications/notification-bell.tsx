import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineIcon } from '../../components/ui/line-icon';
import { paths } from '../../config/paths';
import { useUnreadNotifications } from './hooks/use-unread-notifications';

/**
 * The header's bell, for a signed-in viewer: how many notifications are unread, opening the notifications page
 * (docs/product.md "Notifications"). A top-level entry of the feature: the shell imports it alone.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { signedIn, count } = useUnreadNotifications();
  if (!signedIn) return null;
  const label = count === 0 ? t('nav.notifications') : t('nav.notifications_unread', { count });
  return (
    <Indicator label={count > 99 ? '99+' : count} size={16} disabled={count === 0} data-notifications-unread={count}>
      <ActionIcon
        component={Link}
        to={paths.notifications()}
        variant="subtle"
        color="gray"
        radius="xl"
        size="lg"
        aria-label={label}
        title={label}
        data-notifications-bell
      >
        <LineIcon name="bell" size={20} />
      </ActionIcon>
    </Indicator>
  );
}
