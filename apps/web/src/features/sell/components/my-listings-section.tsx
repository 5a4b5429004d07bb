import { Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderTokenLink } from '../../../components/order-token-link';
import { useChainRegistry } from '../../../lib/chain-registry/use-chain-registry';
import { useListingActions } from '../hooks/use-listing-actions';
import { useMakerListings } from '../hooks/use-listings';
import { ListingsList } from './listings-list';

/**
 * The account owner's open listings on all chains (account page, collected tab), each by its NFT's picture and name,
 * with cancel and lower price, and per chain "cancel all listings" (Seaport incrementCounter). Renders nothing for visitors.
 */
export function MyListingsSection({ address, own }: { address: string; own: boolean }) {
  const { t } = useTranslation();
  const listings = useMakerListings(address, own);
  const registry = useChainRegistry();
  const { cancelAll } = useListingActions();
  const orders = listings.data ?? [];
  if (!own || orders.length === 0) return null;
  const chains = [...new Set(orders.map((order) => order.chain))];
  const chainName = (symbol: string) => registry.data?.chains.find((chain) => chain.symbol === symbol)?.chainName ?? symbol;
  return (
    <Card withBorder radius="lg" padding="md" data-section="my-listings">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('sell.manage.title')}
          </Title>
          <Group gap="xs">
            {chains.map((chain) => (
              <Tooltip key={chain} label={t('sell.manage.cancel_all_hint')}>
                <Button
                  size="xs"
                  color="red"
                  variant="outline"
                  loading={cancelAll.isPending && cancelAll.variables === chain}
                  onClick={() => cancelAll.mutate(chain)}
                  data-action="cancel-all"
                  data-chain={chain}
                >
                  {t('sell.manage.cancel_all', { chain: chainName(chain) })}
                </Button>
              </Tooltip>
            ))}
          </Group>
        </Group>
        <ListingsList
          orders={orders}
          titleOf={(order) => (
            <Group gap="xs" wrap="nowrap" data-listing-token>
              <OrderTokenLink order={{ ...order, tokenId: order.tokenId ?? '0' }} />
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {chainName(order.chain)}
              </Text>
            </Group>
          )}
        />
      </Stack>
    </Card>
  );
}
