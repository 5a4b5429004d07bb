import type { DropListStatus } from '@nft/api-contract';
import { useQuery } from '@tanstack/react-query';
import { dropsQueryOptions } from '../api/drops-api';

/** Drops by status (explore's drops section) or by creator (an artist's page). */
export function useDrops(status: DropListStatus | undefined, creator?: string) {
  return useQuery(dropsQueryOptions(status, creator));
}
