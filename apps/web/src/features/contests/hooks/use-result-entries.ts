import { useQuery } from '@tanstack/react-query';
import { contestKeys, getContestEntries } from '../api/contests-api';

/** The most voted entries (the finalists are among them), to name the finalists and winners. */
export function useResultEntries(id: number) {
  const query = useQuery({
    queryKey: [...contestKeys.entries(id, 'votes', ''), 'results'],
    queryFn: ({ signal }) => getContestEntries(id, { sort: 'votes', q: '', limit: 100 }, signal),
  });
  return query.data?.items ?? [];
}
