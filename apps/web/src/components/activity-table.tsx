import { Anchor, Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, type AccountTab } from '../config/paths';
import type { Activity } from '../lib/activity-schema';
import { explorerTxUrl } from '../lib/chain-registry/explorer-tx-url';
import { useChainRegistry } from '../lib/chain-registry/use-chain-registry';
import { relativeTime } from '../lib/relative-time';
import { sameAddress } from '../lib/same-address';
import { shortAddress } from '../lib/short-address';
import { PriceLabel } from './price-label';
import { ScrollTable } from './ui/scroll-table';
import classes from './ui/plain-table.module.css';

export type ActivityTableProps = {
  rows: readonly Activity[];
  /** Adds the item column: a collection's or an account's activity spans many NFTs, an NFT's own history does not. */
  withItem?: boolean;
  /** The account tab an address opens. */
  addressTab?: AccountTab;
  /** The connected wallet, shown as "You". */
  viewer?: string | undefined;
  minWidth?: number;
};

/**
 * One activity table for an NFT's history, a collection's activity and an account's (docs/product.md):
 * event, item, price, from, to, date. Any row with a price shows it in its currency (a sale, a
 * listing, an offer), whatever its kind. Rows carry `data-activity-kind`, prices `data-price`.
 */
export function ActivityTable({ rows, withItem = false, addressTab = 'collected', viewer, minWidth = 640 }: ActivityTableProps) {
  const { t } = useTranslation();
  return (
    <ScrollTable minWidth={minWidth}>
      <table className={classes.table} data-activity-table>
        <thead>
          <tr>
            <th>{t('activity.event')}</th>
            {withItem && <th>{t('activity.item')}</th>}
            <th>{t('activity.price')}</th>
            <th>{t('activity.from')}</th>
            <th>{t('activity.to')}</th>
            <th>{t('activity.date')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <ActivityRow key={row.id} row={row} withItem={withItem} addressTab={addressTab} viewer={viewer} />
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

type RowProps = { row: Activity; withItem: boolean; addressTab: AccountTab; viewer: string | undefined };

function ActivityRow({ row, withItem, addressTab, viewer }: RowProps) {
  const { t } = useTranslation();
  const name = row.nft?.name ?? (row.tokenId ? `#${row.tokenId}` : '—');
  return (
    <tr data-activity-kind={row.kind}>
      <td>
        <Badge variant="light" size="sm">
          {t(`activity.kinds.${row.kind}`)}
        </Badge>
      </td>
      {withItem && (
        <td>
          {row.contractAddress && row.tokenId ? (
            <Anchor component={Link} to={paths.nftDetail(row.chain, row.contractAddress, row.tokenId)} size="sm">
              {name}
            </Anchor>
          ) : (
            <Text size="sm">{name}</Text>
          )}
        </td>
      )}
      <td>{row.price ? <PriceLabel chain={row.chain} amount={row.price} currency={row.currency} /> : '—'}</td>
      <td>
        <AddressCell address={row.from} tab={addressTab} viewer={viewer} />
      </td>
      <td>
        <AddressCell address={row.to} tab={addressTab} viewer={viewer} />
      </td>
      <td>
        <DateCell row={row} />
      </td>
    </tr>
  );
}

/** Within this many days an event's time reads relative ("3 hours ago"); older ones read as a date. */
const relativeDays = 30;

/**
 * When it happened, as OpenSea's activity says it: relative while recent, the exact time in the title, and for an
 * on-chain event a link to its transaction on the chain's explorer (none on a chain without one).
 */
function DateCell({ row }: { row: Activity }) {
  const { i18n } = useTranslation();
  const registry = useChainRegistry();
  const at = new Date(row.occurredAt);
  const exact = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  const now = Date.now();
  const recent = now - at.getTime() < relativeDays * 86_400_000;
  const shown = recent ? relativeTime(at.getTime() / 1000, now / 1000, i18n.language) : exact;
  const chain = registry.data?.chains.find((entry) => entry.symbol === row.chain);
  const href = row.txHash ? explorerTxUrl(chain, row.txHash) : null;
  if (!href) {
    return (
      <Text size="sm" title={exact} data-activity-date={row.occurredAt}>
        {shown}
      </Text>
    );
  }
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      title={exact}
      data-activity-date={row.occurredAt}
      data-tx={row.txHash}
    >
      {shown}
    </Anchor>
  );
}

function AddressCell({ address, tab, viewer }: { address: string | null; tab: AccountTab; viewer: string | undefined }) {
  const { t } = useTranslation();
  if (!address) return <Text size="sm">—</Text>;
  const isViewer = sameAddress(address, viewer);
  return (
    <Anchor
      component={Link}
      to={paths.account(address, tab)}
      size="sm"
      title={address}
      data-address={address}
      data-you={isViewer || undefined}
    >
      {isViewer ? t('activity.you') : shortAddress(address)}
    </Anchor>
  );
}
