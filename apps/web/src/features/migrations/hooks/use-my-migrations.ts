import { useQuery } from '@tanstack/react-query';
import { useWalletSession } from '../../wallet';
import { getMyMigrations } from '../api/migrations-api';
import { isImportRunning } from '../model/migration-status';

// An approved request imports in the background; its progress is read again this often while it runs.
const progressPollMs = 3000;

/** The signed-in applicant's requests; asked only on their own account page (the API answers only their own). */
export function useMyMigrations(address: string) {
  const session = useWalletSession();
  const own = session.status === 'authenticated' && session.address.toLowerCase() === address.toLowerCase();
  return useQuery({
    queryKey: ['batch-migrations', 'mine', address.toLowerCase()],
    queryFn: ({ signal }) => getMyMigrations(signal),
    enabled: own,
    refetchInterval: (query) => (query.state.data?.items.some((item) => isImportRunning(item.status)) ? progressPollMs : false),
  });
}
