import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { getOrders } from '../api/orders-api';
import { relativeTime } from '../../../lib/relative-time';

type Order = Awaited<ReturnType<typeof getOrders>>['items'][number];

/**
 * The seller's open auction holds the token (docs/product.md "Auctions": one way to sell a token at a time): the sell
 * page says so and when bidding closes instead of a form the API would refuse (token_in_auction).
 */
export function InAuctionNotice({ auction, detailLink }: { auction: Order; detailLink: string }) {
  const { t, i18n } = useTranslation();
  const when = relativeTime(auction.auctionEndTime ?? auction.endTime, Math.floor(Date.now() / 1000), i18n.language);
  return (
    <Alert color="blue" title={t('sell.in_auction.title')} data-sell-in-auction>
      <Text size="sm">{t('sell.in_auction.text', { when })}</Text>
      <Anchor component={Link} to={detailLink} size="sm">
        {t('sell.in_auction.view')}
      </Anchor>
    </Alert>
  );
}

/** "Highest bid" while the seller still has listings of the token: an auction waits until they are cancelled (token_listed). */
export function ListedNotice({ count, detailLink }: { count: number; detailLink: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('sell.listed_first.title', { count })} data-sell-listed-first>
      <Text size="sm">{t('sell.listed_first.text')}</Text>
      <Anchor component={Link} to={detailLink} size="sm">
        {t('sell.listed_first.manage')}
      </Anchor>
    </Alert>
  );
}
