import type { Order } from '@nft/api-contract';
import { Anchor, Group, type GroupProps } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { shortAddress } from '../lib/short-address';
import { MediaImage } from './media-image';
import classes from './order-token-link.module.css';

type OrderTokenLinkProps = Omit<GroupProps, 'children'> & {
  order: Pick<Order, 'chain' | 'contract' | 'nft'> & { tokenId: string };
};

/**
 * The token an order is for, by picture and name, linked to its page: for lists of orders on many NFTs (the account's
 * offers and listings), read with `include=nft` (GET /v1/orders). A token the API does not name (not indexed, hidden)
 * shows its contract and id.
 */
export function OrderTokenLink({ order, ...groupProps }: OrderTokenLinkProps) {
  return (
    <Group gap="xs" wrap="nowrap" {...groupProps}>
      {order.nft && <MediaImage media={order.nft.image} alt="" className={classes.thumb} />}
      <Anchor component={Link} to={paths.nftDetail(order.chain, order.contract, order.tokenId)} size="sm" lineClamp={1}>
        {order.nft?.name ?? `${shortAddress(order.contract)} #${order.tokenId}`}
      </Anchor>
    </Group>
  );
}
