import { useQuery } from '@tanstack/react-query';
import { collectionAttributesKey, collectionQueryKey, getCollection, getCollectionAttributes } from '../../../lib/collection-api';
import { traitShare } from '../model/trait-share';

/**
 * How rare each of an NFT's traits is in its collection: the collection's attribute counts and its item count, read
 * with the keys the collection page uses (one read serves both pages). Without a collection, every share is unknown.
 */
export function useTraitShare(collectionId: number | undefined) {
  const enabled = collectionId !== undefined;
  const id = collectionId ?? 0;
  const attributes = useQuery({
    queryKey: collectionAttributesKey(id),
    queryFn: ({ signal }) => getCollectionAttributes(id, signal),
    enabled,
  });
  const collection = useQuery({ queryKey: collectionQueryKey(id), queryFn: ({ signal }) => getCollection(id, signal), enabled });
  return (traitType: string, value: string | number) => traitShare(attributes.data, collection.data?.stats.items, traitType, value);
}
