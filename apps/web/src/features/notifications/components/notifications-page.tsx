import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ListError } from '../../../components/list-error';
import { LoadMore } from '../../../components/load-more';
import { notificationDays } from '@nft/api-contract';
import { useNotifications } from '../hooks/use-notifications';
import { NotificationRow } from './notification-row';
import classes from './notifications.module.css';

/**
 * The signed-in viewer's notifications (docs/product.md "Notifications"), newest first, the new ones marked; opening
 * the page marks them read. The route signs in first (requireAuthLoader).
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const list = useNotifications();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  let body;
  if (list.isError && !list.data) body = <ListError onRetry={() => void list.refetch()} />;
  else if (list.isPending) body = <Skeleton height={240} radius="lg" />;
  else if (items.length === 0) body = <EmptyState title={t('notifications.empty')} description={t('notifications.empty_hint')} />;
  else {
    body = (
      <>
        <ul className={classes.list} data-notifications>
          {items.map((notification) => (
            <NotificationRow key={`${notification.kind}-${notification.activity.id}`} notification={notification} />
          ))}
        </ul>
        <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
      </>
    );
  }
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('notifications.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('notifications.subtitle', { days: notificationDays })}
          </Text>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
