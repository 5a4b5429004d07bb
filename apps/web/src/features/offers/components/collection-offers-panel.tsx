import type { CollectionDetail } from '@nft/api-contract';
import { Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceLabel } from '../../../components/price-label';
import { useWalletSession } from '../../wallet';
import { getCollectionTraits } from '../api/offers-api';
import { useOfferList } from '../hooks/use-offer-list';
import { isOpenOffer } from '../model/offer-rows';
import { MakeOfferButton } from './make-offer-button';
import { OffersTable } from './offers-table';

type OffersCollection = Pick<CollectionDetail, 'name' | 'chain' | 'contractAddress' | 'bestCollectionOffer'> & { id: string };
type ContractCollection = OffersCollection & { contractAddress: string };

/** A trait of the collection's filter facets to offer on: a type, then one of its values. */
function TraitOffer({ collection }: { collection: ContractCollection }) {
  const { t } = useTranslation();
  const traits = useQuery({
    queryKey: ['collection', collection.id, 'offer-traits'],
    queryFn: ({ signal }) => getCollectionTraits(collection.id, signal),
  });
  const [type, setType] = useState('');
  const [value, setValue] = useState('');
  const facets = traits.data?.traits ?? [];
  if (facets.length === 0) return null;
  const facet = facets.find((candidate) => candidate.traitType === type) ?? facets[0]!;
  const chosen = facet.values.some((candidate) => candidate.value === value) ? value : (facet.values[0]?.value ?? '');
  return (
    <Group gap="xs" align="flex-end" data-trait-offer>
      <NativeSelect
        size="xs"
        label={t('offers.trait_type')}
        value={facet.traitType}
        onChange={(event) => setType(event.currentTarget.value)}
        data={facets.map((candidate) => candidate.traitType)}
        data-field="trait-type"
      />
      <NativeSelect
        size="xs"
        label={t('offers.trait_value')}
        value={chosen}
        onChange={(event) => setValue(event.currentTarget.value)}
        data={facet.values.map((candidate) => candidate.value)}
        data-field="trait-value"
      />
      <MakeOfferButton
        size="xs"
        variant="default"
        target={{
          kind: 'trait',
          chain: collection.chain,
          contract: collection.contractAddress,
          trait: { type: facet.traitType, value: chosen },
        }}
        title={t('offers.trait_offer_title', { type: facet.traitType, value: chosen })}
        label={t('offers.make_trait_offer')}
        action="make-trait-offer"
        disabled={chosen === ''}
      />
    </Group>
  );
}

/** The best collection offer as the API reads it (any item of the collection can fill it), per copy. */
function BestCollectionOffer({ collection }: { collection: OffersCollection }) {
  const { t } = useTranslation();
  const best = collection.bestCollectionOffer;
  if (!best) {
    return (
      <Text size="xs" c="dimmed">
        {t('offers.no_collection_offer')}
      </Text>
    );
  }
  return (
    <Group gap="xs" data-best-collection-offer={best.price}>
      <Text size="xs" c="dimmed">
        {t('offers.best_collection')}
      </Text>
      <PriceLabel chain={collection.chain} amount={best.price} currency={best.currency} />
    </Group>
  );
}

/** A collection with a contract of its own: its open collection and trait offers, and making one. */
function ContractOffers({ collection }: { collection: ContractCollection }) {
  const { t } = useTranslation();
  const session = useWalletSession();
  const viewer = session.status === 'disconnected' ? undefined : session.address;
  const base = { chain: collection.chain, contract: collection.contractAddress, side: 'offer' as const };
  const wide = useOfferList({ ...base, target: 'collection' });
  const traits = useOfferList({ ...base, target: 'trait' });
  const offers = [...(wide.data?.items ?? []), ...(traits.data?.items ?? [])].filter(isOpenOffer);
  return (
    <>
      <Group gap="xs">
        <MakeOfferButton
          size="xs"
          target={{ kind: 'collection', chain: collection.chain, contract: collection.contractAddress }}
          title={t('offers.collection_offer_title', { name: collection.name })}
          label={t('offers.make_collection_offer')}
          action="make-collection-offer"
        />
      </Group>
      <TraitOffer collection={collection} />
      {/* With none open, the best offer's line above already says so: a second "No offers yet" repeated it. */}
      {offers.length > 0 && <OffersTable offers={offers} viewer={viewer} showTarget acceptableTokens={() => []} />}
    </>
  );
}

/**
 * The collection page's offers (docs/product.md "Trading", Offers): its best collection offer, and for a collection
 * with a contract of its own the open collection and trait offers, "Make collection offer" and a trait offer. A
 * collection on the platform's shared contract has none of its own to offer on (an offer there would be for every
 * platform item). Owners accept from an item's page.
 */
export function CollectionOffersPanel({ collection }: { collection: OffersCollection }) {
  const { t } = useTranslation();
  const { contractAddress } = collection;
  // Nothing to offer on and none made: a card saying only "no collection offer yet" offered no way to make one.
  if (!contractAddress && !collection.bestCollectionOffer) return null;
  return (
    <Card withBorder radius="lg" padding="md" data-section="collection-offers">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('offers.collection_title')}
        </Title>
        <BestCollectionOffer collection={collection} />
        {contractAddress && <ContractOffers collection={{ ...collection, contractAddress }} />}
      </Stack>
    </Card>
  );
}
