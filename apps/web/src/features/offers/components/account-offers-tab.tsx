import type { Order } from '@nft/api-contract';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sameAddress } from '../../../lib/same-address';
import { listOwnedNfts } from '../api/offers-api';
import { offerKeys } from '../api/offer-keys';
import { useOfferList } from '../hooks/use-offer-list';
import { OffersTable } from './offers-table';

/** The items of `owner` per chain and contract, for a collection or trait offer they may accept. */
function useOwnedTokens(owner: string, chains: readonly string[], enabled: boolean) {
  const owned = useQuery({
    queryKey: [...offerKeys.all, 'owned', owner.toLowerCase(), [...chains].sort()],
    queryFn: async ({ signal }) =>
      (await Promise.all(chains.map((chain) => listOwnedNfts(owner, chain, signal)))).flatMap((page) => page.items),
    enabled: enabled && chains.length > 0,
  });
  return (order: Order) =>
    (owned.data ?? [])
      .filter((nft) => nft.chain === order.chain && sameAddress(nft.contractAddress, order.contract))
      .map((nft) => nft.tokenId);
}

/**
 * The account page's offers tab (docs/product.md "Trading", Offers): offers the address made (its owner cancels
 * them) and offers on what it owns (its owner accepts them; a collection or trait offer with a chosen item).
 */
export function AccountOffersTab({ address, own }: { address: string; own: boolean }) {
  const { t } = useTranslation();
  // include=nft: each row names its token and collection (GET /v1/orders), as this tab lists offers of many NFTs.
  const made = useOfferList({ side: 'offer', maker: address, include: 'nft' });
  const received = useOfferList({ side: 'offer', receivedBy: address, include: 'nft' });
  const receivedOffers = (received.data?.items ?? []).filter((order) => !sameAddress(order.maker, address));
  const wide = receivedOffers.filter((order) => order.tokenId === null);
  const ownedTokens = useOwnedTokens(address, [...new Set(wide.map((order) => order.chain))], own);
  const viewer = own ? address : undefined;
  return (
    <Stack gap="xl" data-account-offers>
      <Stack gap="xs" data-offers-section="received">
        <Title order={2} size="h4">
          {t('offers.received')}
        </Title>
        <OffersTable
          offers={receivedOffers}
          viewer={viewer}
          showTarget
          acceptableTokens={(order) => (!own ? [] : order.tokenId !== null ? [order.tokenId] : ownedTokens(order))}
        />
      </Stack>
      <Stack gap="xs" data-offers-section="made">
        <Title order={2} size="h4">
          {t('offers.made_by')}
        </Title>
        <OffersTable offers={made.data?.items ?? []} viewer={viewer} showTarget acceptableTokens={() => []} />
      </Stack>
    </Stack>
  );
}
