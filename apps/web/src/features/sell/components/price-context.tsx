import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PriceLabel } from '../../../components/price-label';
import { collectionQueryKey, getCollection } from '../../../lib/collection-api';
import type { NftDetail } from '@nft/api-contract';

type PriceFact = { key: 'floor' | 'best_offer' | 'last_sale'; amount: string; currency: string | null };

/**
 * What the market says about this NFT's price, beside the sell form (as OpenSea's listing page does): its collection's
 * floor, the best offer it can take and its last sale. Nothing when none is known.
 */
export function PriceContext({
  nft,
}: {
  nft: Pick<NftDetail, 'chain' | 'bestOffer' | 'lastSale'> & { collection: { id: number } | null };
}) {
  const { t } = useTranslation();
  const collectionId = nft.collection?.id;
  const collection = useQuery({
    queryKey: collectionQueryKey(collectionId ?? 0),
    queryFn: ({ signal }) => getCollection(collectionId!, signal),
    enabled: collectionId !== undefined,
  });
  const floor = collection.data?.stats.floorPrice;
  const facts: PriceFact[] = [
    ...(floor ? [{ key: 'floor' as const, amount: floor, currency: collection.data?.paymentToken ?? null }] : []),
    ...(nft.bestOffer ? [{ key: 'best_offer' as const, amount: nft.bestOffer.price, currency: nft.bestOffer.currency }] : []),
    ...(nft.lastSale ? [{ key: 'last_sale' as const, amount: nft.lastSale.price, currency: nft.lastSale.currency }] : []),
  ];
  if (facts.length === 0) return null;
  return (
    <Group gap="xl" data-price-context>
      {facts.map((fact) => (
        <Stack key={fact.key} gap={0} data-price-fact={fact.key}>
          <Text size="xs" c="dimmed">
            {t(`sell.context.${fact.key}`)}
          </Text>
          <PriceLabel chain={nft.chain} amount={fact.amount} currency={fact.currency} />
        </Stack>
      ))}
    </Group>
  );
}
