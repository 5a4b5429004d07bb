import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionDetail } from '@nft/api-contract';
import { FloorChange } from '../../../components/floor-change';
import { PriceLabel } from '../../../components/price-label';
import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';
import { currencyOf } from '../../../lib/price/currency-of';

function Stat({ label, name, children }: { label: string; name: string; children: ReactNode }) {
  return (
    <Stack gap={0} data-stat={name}>
      <Text size="lg" fw={700} component="div">
        {children}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** Items, owners, the share listed, floor, volume, royalty and payment token of a collection. */
export function CollectionStats({ collection }: { collection: CollectionDetail }) {
  const { t, i18n } = useTranslation();
  const registry = useChainRegistry();
  const chain = registry.data?.chains.find((entry) => entry.symbol === collection.chain);
  const token = currencyOf(chain, collection.paymentToken);
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const { stats } = collection;
  return (
    <Group gap="xl" data-collection-stats>
      <Stat label={t('explore.stats.items_label')} name="items">
        {number.format(stats.items)}
      </Stat>
      <Stat label={t('explore.stats.owners')} name="owners">
        {number.format(stats.owners)}
      </Stat>
      {/* As OpenSea shows it: the share of the items on sale now; the counts in the title. */}
      <Stat label={t('explore.stats.listed')} name="listed">
        <span title={`${number.format(stats.listed)} / ${number.format(stats.items)}`} data-listed={stats.listed}>
          {stats.items === 0 ? '—' : percent.format(stats.listed / stats.items)}
        </span>
      </Stat>
      <Stat label={t('explore.stats.floor')} name="floor">
        {stats.floorPrice === null ? (
          '—'
        ) : (
          <Group gap={6} align="baseline" wrap="nowrap">
            <PriceLabel chain={collection.chain} amount={stats.floorPrice} currency={collection.paymentToken} size="lg" />
            <FloorChange now={stats.floorPrice} dayAgo={stats.floorPrice24hAgo} />
          </Group>
        )}
      </Stat>
      <Stat label={t('explore.stats.volume')} name="volume">
        <PriceLabel chain={collection.chain} amount={stats.volume} currency={collection.paymentToken} size="lg" />
      </Stat>
      <Stat label={t('explore.stats.royalty')} name="royalty">
        {`${(collection.royaltyBps / 100).toFixed(2).replace(/\.?0+$/, '')}%`}
      </Stat>
      <Stat label={t('explore.stats.payment_token')} name="payment-token">
        {token?.symbol ?? collection.paymentToken ?? '—'}
      </Stat>
    </Group>
  );
}
