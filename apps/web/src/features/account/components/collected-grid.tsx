import type { Nft } from '@nft/api-contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid, NftGrid } from '../../explore';
import { BulkListPanel, MyListingsSection, bulkItemKey } from '../../sell';
import { useConnectedAccount } from '../hooks/use-connected-account';
import { SelectableNftCard } from './selectable-nft-card';

type CollectedGridProps = { address: string; items: (Nft & { chainName: string })[]; loading: boolean };

/**
 * The collected tab's grid. For the account's owner it adds their open listings (cancel, lower price,
 * cancel all) and a select mode: pick NFTs of one chain and list them together with one signature.
 */
export function CollectedGrid({ address, items, loading }: CollectedGridProps) {
  const { t } = useTranslation();
  const connected = useConnectedAccount();
  const own = connected.address?.toLowerCase() === address.toLowerCase();
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const chosen = items.filter((nft) => selected.includes(bulkItemKey(nft)));
  const chain = chosen[0]?.chain;
  const stop = () => {
    setSelecting(false);
    setSelected([]);
  };
  // One way to sell a token at a time (docs/product.md "Auctions"): an ERC-721 in the owner's auction cannot be listed.
  const blockedReason = (nft: Nft) =>
    nft.standard === 'ERC-721' && nft.bestListing?.kind === 'auction'
      ? t('sell.bulk.in_auction')
      : chain && nft.chain !== chain
        ? t('sell.bulk.other_chain', { chain: chosen[0]?.chainName })
        : undefined;
  const toggle = (key: string) => setSelected((current) => (current.includes(key) ? current.filter((k) => k !== key) : [...current, key]));

  return (
    <Stack gap="lg">
      <MyListingsSection address={address} own={own} />
      {own && items.length > 0 && (
        <Group gap="sm">
          <Button
            size="xs"
            variant={selecting ? 'default' : 'light'}
            onClick={selecting ? stop : () => setSelecting(true)}
            data-action="select-mode"
          >
            {selecting ? t('sell.bulk.stop') : t('sell.bulk.select')}
          </Button>
          {selecting && <Text size="sm">{t('sell.bulk.selected', { count: chosen.length })}</Text>}
        </Group>
      )}
      {own && selecting ? (
        <>
          <CardGrid phoneColumns={2}>
            {items.map((nft) => (
              <SelectableNftCard
                key={bulkItemKey(nft)}
                nft={nft}
                selected={selected.includes(bulkItemKey(nft))}
                blocked={blockedReason(nft)}
                onToggle={() => toggle(bulkItemKey(nft))}
              />
            ))}
          </CardGrid>
          {chosen.length > 0 && <BulkListPanel items={chosen} onListed={stop} />}
        </>
      ) : (
        <NftGrid items={items} loading={loading} />
      )}
    </Stack>
  );
}
