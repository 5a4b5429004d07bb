import { Button, Card, ScrollArea, Skeleton, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PriceLabel } from '../../../components/price-label';
import type { NftKey } from '../api/nft-key';
import { useNftActivity } from '../hooks/use-nft-activity';
import { AddressLink } from './address-link';

const knownKinds = new Set(['mint', 'transfer', 'burn', 'list', 'offer', 'bid', 'sale', 'cancel', 'stake', 'unstake', 'claim']);

/** The token's trading history (mints, transfers, listings, sales, ...), newest first. */
export function ActivityTable({ nftKey, viewer }: { nftKey: NftKey; viewer: string | undefined }) {
  const { t, i18n } = useTranslation();
  const activity = useNftActivity(nftKey);
  const rows = activity.data?.pages.flatMap((page) => page.items) ?? [];
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card withBorder radius="lg" padding="md" data-section="history">
      <Title order={2} size="h5" mb="sm">
        {t('nft_detail.sections.history')}
      </Title>
      {activity.isPending ? (
        <Skeleton height={120} />
      ) : activity.isError ? (
        <Text c="red" size="sm">
          {activity.error.message}
        </Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('empty.no_data')}
        </Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped highlightOnHover miw={560} data-activity-table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('nft_detail.history.event')}</Table.Th>
                <Table.Th>{t('nft_detail.history.price')}</Table.Th>
                <Table.Th>{t('nft_detail.history.from')}</Table.Th>
                <Table.Th>{t('nft_detail.history.to')}</Table.Th>
                <Table.Th>{t('nft_detail.history.date')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-activity-kind={row.kind}>
                  <Table.Td>
                    {knownKinds.has(row.kind) ? t(`nft_detail.history.kinds.${row.kind}` as 'nft_detail.history.kinds.mint') : row.kind}
                  </Table.Td>
                  <Table.Td>{row.price ? <PriceLabel chain={nftKey.chain} amount={row.price} currency={row.currency} /> : '—'}</Table.Td>
                  <Table.Td>{row.from ? <AddressLink address={row.from} viewer={viewer} /> : '—'}</Table.Td>
                  <Table.Td>{row.to ? <AddressLink address={row.to} viewer={viewer} /> : '—'}</Table.Td>
                  <Table.Td>{date.format(new Date(row.occurredAt))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {activity.hasNextPage && (
        <Button variant="subtle" mt="sm" loading={activity.isFetchingNextPage} onClick={() => void activity.fetchNextPage()}>
          {t('nft_detail.history.load_more')}
        </Button>
      )}
    </Card>
  );
}
