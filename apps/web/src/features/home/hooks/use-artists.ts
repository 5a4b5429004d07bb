import { useQuery } from '@tanstack/react-query';
import { artistsQueryOptions } from '../api/get-artists';

export function useArtists() {
  return useQuery(artistsQueryOptions());
}
