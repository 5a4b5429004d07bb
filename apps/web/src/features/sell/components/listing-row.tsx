import type { Order } from '@nft/api-contract';
import { Badge, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PriceLabel } from '../../../components/price-label';
import { shortAddress } from '../../../lib/short-address';
import { relativeTime } from '../../../lib/relative-time';

type ListingRowProps = {
  order: Order;
  /** Shown before the price, e.g. a link to the NFT on the account page. */
  title?: React.ReactNode;
  busy: boolean;
  onCancel: () => void;
  onCancelOnChain: () => void;
  onLowerPrice: () => void;
};

/**
 * One open listing of the seller: price, kind, times and reservation, with cancel and lower-price actions. An auction
 * shows its minimum bid and when bidding closes (its signed end is a week later, for the settlement), and offers only
 * the gas-free cancel, which the API refuses once it has a bid (docs/product.md "Auctions"): a lower price would be a
 * new fixed-price listing beside the running auction, and a cancel on the chain would bypass that rule.
 */
export function ListingRow({ order, title, busy, onCancel, onCancelOnChain, onLowerPrice }: ListingRowProps) {
  const { t, i18n } = useTranslation();
  const now = Math.floor(Date.now() / 1000);
  const auction = order.kind === 'auction';
  const end = relativeTime(auction ? (order.auctionEndTime ?? order.endTime) : order.endTime, now, i18n.language);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" data-listing={order.orderHash} data-listing-status={order.status}>
      <Stack gap={2}>
        {title}
        <Group gap="xs">
          {auction && (
            <Text size="xs" c="dimmed">
              {t('sell.manage.minimum_bid')}
            </Text>
          )}
          <PriceLabel chain={order.chain} amount={order.price} currency={order.currency} />
          <Badge size="sm" variant="light">
            {t(`sell.kinds.${order.kind}`)}
          </Badge>
          {order.quantity !== '1' && <Text size="xs">{t('sell.manage.quantity', { count: Number(order.remainingQuantity) })}</Text>}
          {order.status === 'inactive' && (
            <Badge size="sm" color="gray">
              {t('sell.manage.inactive')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {order.startTime > now && (
            <span data-listing-starts>{t('sell.starts_in', { when: relativeTime(order.startTime, now, i18n.language) })} · </span>
          )}
          {auction ? t('sell.manage.bidding_ends', { when: end }) : t('sell.ends_in', { when: end })}
          {order.taker && <span data-listing-reserved> · {t('sell.reserved_for', { address: shortAddress(order.taker) })}</span>}
        </Text>
      </Stack>
      <Group gap="xs">
        {!auction && (
          <Button size="xs" variant="default" onClick={onLowerPrice} disabled={busy} data-action="lower-price">
            {t('sell.manage.lower_price')}
          </Button>
        )}
        <Button
          size="xs"
          color="red"
          variant="light"
          onClick={onCancel}
          loading={busy}
          title={auction ? t('sell.manage.cancel_before_bids') : undefined}
          data-action="cancel-listing"
        >
          {t('sell.manage.cancel')}
        </Button>
        {!auction && <OnChainCancelMenu busy={busy} onCancelOnChain={onCancelOnChain} />}
      </Group>
    </Group>
  );
}

function OnChainCancelMenu({ busy, onCancelOnChain }: { busy: boolean; onCancelOnChain: () => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button size="xs" variant="subtle" disabled={busy} aria-label={t('sell.manage.cancel_on_chain')} data-action="more">
          …
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onCancelOnChain} data-action="cancel-on-chain">
          {t('sell.manage.cancel_on_chain')}
          <Text size="xs" c="dimmed" maw={240}>
            {t('sell.manage.cancel_on_chain_hint')}
          </Text>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
