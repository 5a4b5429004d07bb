import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../components/ui/external-link';
import { ChainBadge } from '../../../components/chain-badge';
import { shortAddress } from '../../../lib/short-address';
import type { NftDetail } from '../api/nft-detail-schemas';
import { externalLink } from '../utils/external-link';
import classes from './nft-detail.module.css';

function Row({ label, children, name }: { label: string; children: ReactNode; name: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" data-detail={name}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div style={{ minWidth: 0, textAlign: 'right' }}>{children}</div>
    </Group>
  );
}

/** Where the token lives and how it is made: contract, id, standard, chain, royalty, metadata. */
export function DetailsPanel({ nft }: { nft: NftDetail }) {
  const { t, i18n } = useTranslation();
  const external = externalLink(nft.externalUrl);
  // The royalty a sale pays, as the API decides it (the token's ERC-2981 first): never the collection's setting directly.
  const royalty = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(nft.royalty.bps / 10_000);
  const royaltySource = nft.royalty.source === 'none' ? undefined : t(`nft_detail.details.royalty_source_${nft.royalty.source}`);
  const tokenId = nft.tokenId.length > 16 ? `${nft.tokenId.slice(0, 8)}…${nft.tokenId.slice(-6)}` : nft.tokenId;
  return (
    <Card withBorder radius="lg" padding="md">
      <Title order={3} size="h5" mb="sm">
        {t('nft_detail.sections.details')}
      </Title>
      <Stack gap="xs">
        <Row label={t('nft_detail.details.contract')} name="contract">
          {nft.explorer.contract ? (
            <ExternalLink href={nft.explorer.contract} size="sm" title={nft.contractAddress}>
              {shortAddress(nft.contractAddress)}
            </ExternalLink>
          ) : (
            <Text size="sm" className={classes.mono} title={nft.contractAddress}>
              {shortAddress(nft.contractAddress)}
            </Text>
          )}
        </Row>
        <Row label={t('nft_detail.details.token_id')} name="token-id">
          {nft.explorer.token ? (
            <ExternalLink href={nft.explorer.token} size="sm" title={nft.tokenId}>
              {tokenId}
            </ExternalLink>
          ) : (
            <Text size="sm" className={classes.mono} title={nft.tokenId}>
              {tokenId}
            </Text>
          )}
        </Row>
        <Row label={t('nft_detail.details.standard')} name="standard">
          <Text size="sm">{nft.standard}</Text>
        </Row>
        <Row label={t('nft_detail.details.chain')} name="chain">
          <ChainBadge symbol={nft.chain} name={nft.chainName} />
        </Row>
        {nft.standard === 'ERC-1155' && (
          <Row label={t('nft_detail.details.supply')} name="supply">
            <Text size="sm">{nft.supply}</Text>
          </Row>
        )}
        <Row label={t('nft_detail.details.royalty')} name="royalty">
          <Text size="sm" data-royalty-source={nft.royalty.source}>
            {royalty}
          </Text>
          {royaltySource && (
            <Text size="xs" c="dimmed" title={nft.royalty.receiver ?? undefined}>
              {nft.royalty.receiver ? `${royaltySource} · ${shortAddress(nft.royalty.receiver)}` : royaltySource}
            </Text>
          )}
        </Row>
        <Row label={t('nft_detail.details.metadata')} name="metadata">
          {nft.tokenUri && /^https?:/.test(nft.tokenUri) ? (
            <ExternalLink href={nft.tokenUri} size="sm">
              {nft.frozen ? t('nft_detail.details.frozen') : t('nft_detail.details.editable')}
            </ExternalLink>
          ) : (
            <Text size="sm">{nft.frozen ? t('nft_detail.details.frozen') : t('nft_detail.details.editable')}</Text>
          )}
        </Row>
        {nft.mint && (
          <Row label={t('nft_detail.details.minted')} name="minted">
            <Text size="sm">{nft.mint.blockNumber}</Text>
          </Row>
        )}
        {external && (
          <Row label={t('nft_detail.details.external')} name="external">
            <ExternalLink href={external.href} size="sm">
              {external.host}
            </ExternalLink>
          </Row>
        )}
      </Stack>
    </Card>
  );
}
