import { useQuery } from '@tanstack/react-query';
import { useWalletSession } from '../../wallet';
import { contestKeys, getMyContest } from '../api/contests-api';

/** The signed-in account's votes left and own entries in a contest; idle without a session. */
export function useMyContest(id: number) {
  const session = useWalletSession();
  const address = session.status === 'authenticated' ? session.address : undefined;
  const query = useQuery({
    queryKey: contestKeys.mine(id, address ?? ''),
    queryFn: ({ signal }) => getMyContest(id, signal),
    enabled: address !== undefined,
  });
  return { ...query, signedIn: address !== undefined };
}
