import { useQuery } from '@tanstack/react-query';
import { contestKeys, getContest } from '../api/contests-api';

/** One contest (rules, schedule, prizes, results once out); `id` is undefined for a malformed URL. */
export function useContest(id: number | undefined) {
  return useQuery({
    queryKey: contestKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getContest(id!, signal),
    enabled: id !== undefined,
  });
}
