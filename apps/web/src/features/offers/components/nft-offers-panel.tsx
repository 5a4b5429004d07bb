import type { NftDetail, Order } from '@nft/api-contract';
import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceLabel } from '../../../components/price-label';
import { useOfferList } from '../hooks/use-offer-list';
import { bestOffers, isOpenOffer, matchesTraits } from '../model/offer-rows';
import { NoOffers } from './no-offers';

// The table (Mantine's Table and its scroll area, the accept and cancel steps) loads once there is an offer to show: most
// NFT pages have none, and then load none of it (docs/decisions/033-first-load-javascript.md).
const OffersTable = lazy(() => import('./offers-table').then((module) => ({ default: module.OffersTable })));

type OffersNft = Pick<NftDetail, 'chain' | 'contractAddress' | 'tokenId' | 'attributes'> & Partial<Pick<NftDetail, 'name'>>;

/**
 * The NFT page's offers (docs/product.md "Trading", Offers): offers on this token and the collection and trait
 * offers it matches, active and inactive, the best one first; an owner accepts, a maker cancels.
 */
export function NftOffersPanel({ nft, viewer, viewerHolds }: { nft: OffersNft; viewer: string | undefined; viewerHolds: boolean }) {
  const { t } = useTranslation();
  const base = { chain: nft.chain, contract: nft.contractAddress, side: 'offer' as const };
  const item = useOfferList({ ...base, tokenId: nft.tokenId });
  const collection = useOfferList({ ...base, target: 'collection' });
  const trait = useOfferList({ ...base, target: 'trait' });
  const offers: Order[] = [
    ...(item.data?.items ?? []),
    ...(collection.data?.items ?? []),
    ...(trait.data?.items ?? []).filter((order) => matchesTraits(order, nft.attributes)),
  ]
    .filter(isOpenOffer)
    .sort((a, b) => (BigInt(b.price) > BigInt(a.price) ? 1 : BigInt(b.price) < BigInt(a.price) ? -1 : 0));
  const best = bestOffers(offers);
  return (
    <Card withBorder radius="lg" padding="md" data-section="offers">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h5">
            {t('offers.title')}
          </Title>
          {best.length > 0 && (
            <Group gap="xs" data-best-offer={best[0]!.price}>
              <Text size="xs" c="dimmed">
                {t('offers.best')}
              </Text>
              {best.map((order) => (
                <PriceLabel key={order.orderHash} chain={order.chain} amount={order.price} currency={order.currency} />
              ))}
            </Group>
          )}
        </Group>
        {offers.length === 0 ? (
          <NoOffers />
        ) : (
          <Suspense fallback={<Skeleton height={40 * (offers.length + 1)} />}>
            <OffersTable
              offers={offers}
              viewer={viewer}
              acceptableTokens={() => (viewerHolds ? [nft.tokenId] : [])}
              tokenName={(tokenId) => (tokenId === nft.tokenId ? nft.name : undefined)}
            />
          </Suspense>
        )}
      </Stack>
    </Card>
  );
}
