import { useQuery } from '@tanstack/react-query';
import { topCollectionsQueryOptions } from '../api/get-top-collections';

export function useTopCollections() {
  return useQuery(topCollectionsQueryOptions());
}
