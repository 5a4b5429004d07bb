import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shortAddress } from '../../../lib/short-address';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/empty-state';
import { PriceLabel } from '../../../components/price-label';
import type { AccountActivity } from '../api/account-schemas';
import { useAccountActivity } from '../hooks/use-account-lists';
import { LoadMore } from './load-more';

function ActivityRow({ row }: { row: AccountActivity }) {
  const { t, i18n } = useTranslation();
  const name = row.nft?.name ?? (row.tokenId ? `#${row.tokenId}` : '—');
  return (
    <Table.Tr data-activity-row={row.kind}>
      <Table.Td>{t(`account_page.activity_kind.${row.kind}`, { defaultValue: row.kind })}</Table.Td>
      <Table.Td>
        {row.contractAddress && row.tokenId ? (
          <Anchor component={Link} to={paths.nftDetail(row.chain, row.contractAddress, row.tokenId)}>
            {name}
          </Anchor>
        ) : (
          name
        )}
      </Table.Td>
      <Table.Td>{row.price ? <PriceLabel chain={row.chain} amount={row.price} currency={row.currency} /> : '—'}</Table.Td>
      <Table.Td>
        {row.from ? (
          <Anchor component={Link} to={paths.account(row.from, 'activity')}>
            {shortAddress(row.from)}
          </Anchor>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td>
        {row.to ? (
          <Anchor component={Link} to={paths.account(row.to, 'activity')}>
            {shortAddress(row.to)}
          </Anchor>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{new Date(row.occurredAt).toLocaleString(i18n.language)}</Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** Everything the address sent or received, newest first. */
export function AccountActivityTab({ address }: { address: string }) {
  const { t } = useTranslation();
  const query = useAccountActivity(address);
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isSuccess && rows.length === 0) return <EmptyState title={t('account_page.empty.activity')} />;
  return (
    <Stack gap="lg">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" data-account-activity>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('account_page.activity_event')}</Table.Th>
              <Table.Th>{t('account_page.activity_item')}</Table.Th>
              <Table.Th>{t('account_page.activity_price')}</Table.Th>
              <Table.Th>{t('account_page.activity_from')}</Table.Th>
              <Table.Th>{t('account_page.activity_to')}</Table.Th>
              <Table.Th>{t('account_page.activity_date')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <ActivityRow key={row.id} row={row} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        isError={query.isError}
        fetchNextPage={query.fetchNextPage}
      />
    </Stack>
  );
}
