import { useQuery } from '@tanstack/react-query';
import { getAccountProfile } from '../api/profile-api';

export const accountProfileKey = (address: string) => ['accounts', address.toLowerCase(), 'profile'] as const;

export function useAccountProfile(address: string | undefined) {
  return useQuery({
    queryKey: accountProfileKey(address ?? ''),
    queryFn: ({ signal }) => getAccountProfile(address!, signal),
    enabled: address !== undefined && address !== '',
  });
}
