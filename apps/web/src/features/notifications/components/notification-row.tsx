import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '@nft/api-contract';
import { MediaImage } from '../../../components/media-image';
import { paths } from '../../../config/paths';
import { usePriceText } from '../../../lib/price/use-price-text';
import { relativeTime } from '../../../lib/relative-time';
import { shortAddress } from '../../../lib/short-address';
import { counterpartyOf, itemNameOf } from '../model/notification-text';
import classes from './notifications.module.css';

/** One notification: the item's picture, what happened in a sentence, who and when, and a mark while it is new. */
export function NotificationRow({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation();
  const { activity } = notification;
  const price = usePriceText(activity.chain, activity.currency);
  const item = itemNameOf(notification);
  const who = counterpartyOf(notification);
  const at = new Date(activity.occurredAt);
  const when = relativeTime(at.getTime() / 1000, Date.now() / 1000, i18n.language);
  const sentence = t(`notifications.kinds.${notification.kind}`, { item, price: activity.price ? price(activity.price) : '—' });
  const body = (
    <Group gap="sm" wrap="nowrap" align="center">
      <MediaImage media={activity.nft?.image ?? null} alt={item} className={classes.thumb} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={notification.unread ? 700 : 500} data-notification-text>
          {sentence}
        </Text>
        <Text size="xs" c="dimmed" title={at.toLocaleString(i18n.language)}>
          {who ? `${t('notifications.by', { address: shortAddress(who) })} · ${when}` : when}
        </Text>
      </Stack>
      {notification.unread && (
        <Badge size="xs" variant="filled" color="violet" data-notification-new>
          {t('notifications.new')}
        </Badge>
      )}
    </Group>
  );
  const link =
    activity.contractAddress && activity.tokenId ? paths.nftDetail(activity.chain, activity.contractAddress, activity.tokenId) : null;
  return (
    <li className={classes.row} data-notification={notification.kind} data-notification-unread={notification.unread}>
      {link ? (
        <UnstyledButton component={Link} to={link} className={classes.link}>
          {body}
        </UnstyledButton>
      ) : (
        <div className={classes.link}>{body}</div>
      )}
    </li>
  );
}
