import { useQuery } from '@tanstack/react-query';
import { favoritesQueryOptions } from '../api/get-favorites';

export function useFavorites() {
  return useQuery(favoritesQueryOptions());
}
