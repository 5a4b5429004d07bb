import { useQuery } from '@tanstack/react-query';
import { collectionQueryKey, getCollection } from '../../../lib/collection-api';
import type { MarketPrice } from '../model/picked-price';

/**
 * The floor of the NFT's collection in the collection's currency (the collection page's read, shared through its
 * key), or undefined for a token outside a collection, a collection with nothing on sale, or until it is read.
 */
export function useCollectionFloor(collectionId: number | undefined): MarketPrice | undefined {
  const collection = useQuery({
    queryKey: collectionQueryKey(collectionId ?? 0),
    queryFn: ({ signal }) => getCollection(collectionId!, signal),
    enabled: collectionId !== undefined,
  });
  const floor = collection.data?.stats.floorPrice;
  return floor ? { amount: floor, currency: collection.data?.paymentToken ?? null } : undefined;
}
