import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../explore';
import { ChainBadge } from '../../../components/chain-badge';
import { MediaImage } from '../../../components/media-image';
import classes from './hidden-nfts-section.module.css';
import { useHiddenNfts, useUnhideNft } from '../hooks/use-hidden-nfts';

/**
 * The owner's own hidden NFTs under their Collected tab, each with Unhide. Renders nothing for
 * visitors, for a wallet that is not signed in, and when nothing is hidden.
 */
export function HiddenNftsSection({ address }: { address: string }) {
  const { t } = useTranslation();
  const query = useHiddenNfts(address);
  const unhide = useUnhideNft(address);
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="sm" data-hidden-nfts>
      <Title order={3} size="h4">
        {t('account_page.hidden.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('account_page.hidden.hint')}
      </Text>
      <CardGrid phoneColumns={2}>
        {items.map((nft) => {
          const name = nft.name ?? `#${nft.tokenId}`;
          const key = `${nft.chain}/${nft.contractAddress}/${nft.tokenId}`;
          return (
            <Card key={key} withBorder radius="lg" padding="sm" className={classes.card}>
              <Card.Section>
                <MediaImage media={nft.image} alt={name} className={classes.square} />
              </Card.Section>
              <Group justify="space-between" wrap="nowrap" gap="xs" mt="sm">
                <Text fw={700} truncate>
                  {name}
                </Text>
                <ChainBadge symbol={nft.chain} name={nft.chainName} />
              </Group>
              <Button
                mt="sm"
                variant="light"
                aria-label={t('account_page.hidden.unhide_named', { name })}
                loading={
                  unhide.isPending && unhide.variables?.tokenId === nft.tokenId && unhide.variables.contractAddress === nft.contractAddress
                }
                onClick={() => unhide.mutate({ chain: nft.chain, contractAddress: nft.contractAddress, tokenId: nft.tokenId })}
              >
                {t('account_page.hidden.unhide')}
              </Button>
            </Card>
          );
        })}
      </CardGrid>
    </Stack>
  );
}
