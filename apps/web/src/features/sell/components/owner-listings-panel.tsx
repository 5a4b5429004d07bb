import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTokenListings } from '../hooks/use-listings';
import { ListingsList } from './listings-list';

type OwnerListingsPanelProps = { chain: string; contractAddress: string; tokenId: string; owner: string };

/** On the NFT page, for its owner: "List for sale" and the owner's open listings of it, with cancel and lower price. */
export function OwnerListingsPanel({ chain, contractAddress, tokenId, owner }: OwnerListingsPanelProps) {
  const { t } = useTranslation();
  const listings = useTokenListings(chain, contractAddress, tokenId, owner);
  const orders = listings.data ?? [];
  return (
    <Card withBorder radius="lg" padding="md" data-section="owner-listings">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h5">
            {t('sell.manage.title')}
          </Title>
          <Button component={Link} to={paths.sell(chain, contractAddress, tokenId)} size="xs" data-action="list-for-sale">
            {t('sell.list_for_sale')}
          </Button>
        </Group>
        {listings.isSuccess && orders.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('sell.manage.none')}
          </Text>
        )}
        <ListingsList orders={orders} />
      </Stack>
    </Card>
  );
}
