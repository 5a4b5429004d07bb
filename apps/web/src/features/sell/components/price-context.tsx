import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PriceLabel } from '../../../components/price-label';
import { useCollectionFloor } from '../hooks/use-collection-floor';
import type { NftDetail } from '@nft/api-contract';
import type { MarketPrice } from '../model/picked-price';
import classes from './price-context.module.css';

type PriceFact = { key: 'floor' | 'best_offer' | 'last_sale'; amount: string; currency: string | null };

/**
 * What the market says about this NFT's price, beside the sell form (as OpenSea's listing page does): its collection's
 * floor, the best offer it can take and its last sale. With `onPick`, each price the chain can list in is a button that
 * puts it in the form ("list at the floor"). Nothing when none is known.
 */
export function PriceContext({
  nft,
  onPick,
  pickable = () => false,
}: {
  nft: Pick<NftDetail, 'chain' | 'bestOffer' | 'lastSale'> & { collection: { id: number } | null };
  onPick?: (price: MarketPrice) => void;
  pickable?: (price: MarketPrice) => boolean;
}) {
  const { t } = useTranslation();
  const floor = useCollectionFloor(nft.collection?.id);
  const facts: PriceFact[] = [
    ...(floor ? [{ key: 'floor' as const, ...floor }] : []),
    ...(nft.bestOffer ? [{ key: 'best_offer' as const, amount: nft.bestOffer.price, currency: nft.bestOffer.currency }] : []),
    ...(nft.lastSale ? [{ key: 'last_sale' as const, amount: nft.lastSale.price, currency: nft.lastSale.currency }] : []),
  ];
  if (facts.length === 0) return null;
  return (
    <Group gap="xl" data-price-context>
      {facts.map((fact) => {
        const shown = (
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t(`sell.context.${fact.key}`)}
            </Text>
            <PriceLabel chain={nft.chain} amount={fact.amount} currency={fact.currency} />
          </Stack>
        );
        return onPick && pickable(fact) ? (
          <UnstyledButton
            key={fact.key}
            onClick={() => onPick(fact)}
            className={classes.pick}
            title={t('sell.context.use')}
            aria-label={`${t('sell.context.use')}: ${t(`sell.context.${fact.key}`)}`}
            data-price-fact={fact.key}
            data-price-pick
          >
            {shown}
          </UnstyledButton>
        ) : (
          <div key={fact.key} data-price-fact={fact.key}>
            {shown}
          </div>
        );
      })}
    </Group>
  );
}
