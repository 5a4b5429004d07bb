import { useQuery } from '@tanstack/react-query';
import { artistQueryOptions } from '../api/get-artist';

export function useArtist(id: string) {
  return useQuery(artistQueryOptions(id));
}
