import { useQuery } from '@tanstack/react-query';
import { collectionAttributesKey, collectionQueryKey, getCollection, getCollectionAttributes } from '../../../lib/collection-api';
import { usePriceText } from '../../../lib/price/use-price-text';
import { traitFacts } from '../model/trait-facts';

/**
 * How rare each of an NFT's traits is in its collection and its floor: the collection's attribute counts and its item
 * count, read with the keys the collection page uses (one read serves both pages). Without a collection, nothing is
 * known. `price` writes a floor in the collection's currency.
 */
export function useTraitFacts(collectionId: number | undefined) {
  const enabled = collectionId !== undefined;
  const id = collectionId ?? 0;
  const attributes = useQuery({
    queryKey: collectionAttributesKey(id),
    queryFn: ({ signal }) => getCollectionAttributes(id, signal),
    enabled,
  });
  const collection = useQuery({ queryKey: collectionQueryKey(id), queryFn: ({ signal }) => getCollection(id, signal), enabled });
  const price = usePriceText(collection.data?.chain, collection.data?.paymentToken);
  return {
    factsOf: (traitType: string, value: string | number) => traitFacts(attributes.data, collection.data?.stats.items, traitType, value),
    price,
  };
}
