import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile } from '../api/profile-api';
import type { ProfileBody } from '../api/profile-schemas';
import { accountProfileKey } from './use-account-profile';

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => updateProfile(body),
    onSuccess: (profile) => client.setQueryData(accountProfileKey(profile.address), profile),
  });
}
