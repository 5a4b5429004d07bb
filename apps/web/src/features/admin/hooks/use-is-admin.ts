import { useQuery } from '@tanstack/react-query';
import { useWalletSession } from '../../wallet';
import { getMe } from '../api/admin-api';

/**
 * Whether the signed-in caller is an operator (GET /v1/me's isAdmin). The server checks every admin route itself
 * (docs/decisions/036-operators-and-audit-log.md); this only decides what the web app shows.
 */
export function useIsAdmin(): { isAdmin: boolean; signedIn: boolean; loading: boolean } {
  const session = useWalletSession();
  const token = session.status === 'authenticated' ? session.token : undefined;
  const me = useQuery({
    queryKey: ['me', token],
    queryFn: ({ signal }) => getMe(signal),
    enabled: token !== undefined,
    staleTime: 60_000,
    retry: false,
  });
  return { isAdmin: me.data?.isAdmin === true, signedIn: token !== undefined, loading: token !== undefined && me.isPending };
}
