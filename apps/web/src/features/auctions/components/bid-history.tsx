import type { Order } from '@nft/api-contract';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PriceLabel } from '../../../components/price-label';
import { sameAddress } from '../../../lib/same-address';
import { shortAddress } from '../../../lib/short-address';
import { sortBids } from '../model/auction-state';

/**
 * Every bid on the auction, highest first, with whether it still stands. Loaded by the auction panel only once there is
 * a bid, so an NFT page without one does not load the table kit (docs/decisions/033-first-load-javascript.md).
 */
export function BidHistory({ bids, viewer }: { bids: readonly Order[]; viewer: string | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <Table verticalSpacing={4} data-bid-history>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('auctions.columns.price')}</Table.Th>
          <Table.Th>{t('auctions.columns.bidder')}</Table.Th>
          <Table.Th>{t('auctions.columns.time')}</Table.Th>
          <Table.Th>{t('auctions.columns.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sortBids(bids).map((bid) => (
          <Table.Tr key={bid.orderHash} data-bid-row={bid.orderHash} data-bid-maker={bid.maker.toLowerCase()} data-bid-price={bid.price}>
            <Table.Td>
              <PriceLabel chain={bid.chain} amount={bid.price} currency={bid.currency} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" title={bid.maker}>
                {sameAddress(bid.maker, viewer) ? t('auctions.you') : shortAddress(bid.maker)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{new Date(bid.createdAt).toLocaleString(i18n.language)}</Text>
            </Table.Td>
            <Table.Td>
              <Badge size="sm" variant="light" color={bid.status === 'filled' ? 'teal' : bid.status === 'active' ? 'blue' : 'gray'}>
                {t(`auctions.bid_status.${bid.status}`)}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
