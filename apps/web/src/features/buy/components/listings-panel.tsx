import { Button, Card, Group, ScrollArea, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceLabel } from '../../../components/price-label';
import { shortAddress } from '../../../lib/short-address';
import { AddToCartButton } from '../../cart';
import { useWalletSession } from '../../wallet';
import type { NftDetail, Order } from '../api/buy-schemas';
import { activeListingsQueryOptions } from '../api/get-listings';
import { useNow } from '../hooks/use-now';
import { currentListingPrice } from '../model/current-price';
import { listingAvailability } from '../model/listing-availability';
import { formatStartsIn } from '../model/starts-in';
import { LazyBuyDialog } from './lazy-buy-dialog';
import { unitPrice } from './buy-panel';

/** Every active listing of an ERC-1155 token: maker, copies left, price, and a buy button each (cheapest first). */
export function ListingsPanel({
  nft,
  name,
}: {
  nft: Pick<NftDetail, 'chain' | 'contractAddress' | 'tokenId'> & Partial<Pick<NftDetail, 'image'>>;
  name: string;
}) {
  const { t, i18n } = useTranslation();
  const session = useWalletSession();
  const viewer = session.status === 'disconnected' ? undefined : session.address;
  const now = useNow();
  const listings = useQuery(activeListingsQueryOptions(nft));
  const [buying, setBuying] = useState<Order | undefined>();
  const rows = [...(listings.data?.items ?? [])].sort((a, b) => {
    const [pa, pb] = [unitPrice(a, now), unitPrice(b, now)];
    return pa < pb ? -1 : pa > pb ? 1 : 0;
  });

  return (
    <Card withBorder radius="lg" padding="md" data-section="listings">
      <Title order={2} size="h5" mb="sm">
        {t('buy.listings_title')}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('buy.no_listings')}
        </Text>
      ) : (
        <ScrollArea type="auto">
          <Table miw={480} data-listings-table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('buy.maker')}</Table.Th>
                <Table.Th>{t('buy.remaining')}</Table.Th>
                <Table.Th>{t('buy.price')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((order) => {
                const availability = listingAvailability(order, viewer, now);
                return (
                  <Table.Tr key={order.orderHash} data-listing={order.orderHash} data-availability={availability.kind}>
                    <Table.Td title={order.maker} data-maker={order.maker.toLowerCase()}>
                      {shortAddress(order.maker)}
                    </Table.Td>
                    <Table.Td data-remaining={order.remainingQuantity}>
                      {order.remainingQuantity} / {order.quantity}
                    </Table.Td>
                    <Table.Td>
                      <PriceLabel chain={order.chain} amount={currentListingPrice(order, now).toString()} currency={order.currency} />
                    </Table.Td>
                    <Table.Td>
                      {availability.kind === 'buyable' ? (
                        <Group gap="xs" wrap="nowrap">
                          <Button size="xs" onClick={() => setBuying(order)} data-action="buy-listing">
                            {t('buy.buy')}
                          </Button>
                          <AddToCartButton order={order} name={name} image={nft.image} size="xs" />
                        </Group>
                      ) : availability.kind === 'scheduled' ? (
                        <Text size="xs">{t('buy.starts_in', { when: formatStartsIn(availability.startsIn, i18n.language) })}</Text>
                      ) : availability.kind === 'reserved' ? (
                        <Text size="xs">{t('buy.reserved_for', { address: shortAddress(availability.buyer) })}</Text>
                      ) : availability.kind === 'own' ? (
                        <Text size="xs" c="dimmed">
                          {t('buy.own_listing')}
                        </Text>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {buying && <LazyBuyDialog order={buying} name={name} image={nft.image} opened onClose={() => setBuying(undefined)} />}
    </Card>
  );
}
