import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTokenListings } from '../hooks/use-listings';
import { ListingsList } from './listings-list';

type OwnerListingsPanelProps = { chain: string; contractAddress: string; tokenId: string; owner: string };

/**
 * On the NFT page, for its owner: their open listings of it, with cancel and lower price. Nothing while there are none:
 * the trade card's Sell is the way to list (this card repeated it as "List for sale" above "You have no open listings").
 */
export function OwnerListingsPanel({ chain, contractAddress, tokenId, owner }: OwnerListingsPanelProps) {
  const { t } = useTranslation();
  const listings = useTokenListings(chain, contractAddress, tokenId, owner);
  const orders = listings.data ?? [];
  if (orders.length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="md" data-section="owner-listings">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('sell.manage.title')}
        </Title>
        <ListingsList orders={orders} />
      </Stack>
    </Card>
  );
}
