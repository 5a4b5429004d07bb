import { useQuery } from '@tanstack/react-query';
import { useWalletSession } from '../../wallet';
import { derivativesQueryOptions } from '../api/get-derivatives';

/** The re-creations as the current viewer sees them: signing in or out reloads the list with their likes. */
export function useDerivatives() {
  const session = useWalletSession();
  return useQuery(derivativesQueryOptions(session.status === 'authenticated' ? session.address : ''));
}
