import { api } from '../../../lib/api';
import { accountProfileSchema, type ProfileBody } from './profile-schemas';

export function getAccountProfile(address: string, signal?: AbortSignal) {
  return api.get(`/accounts/${encodeURIComponent(address)}`, accountProfileSchema, { signal });
}

export function updateProfile(body: ProfileBody) {
  return api.put('/me/profile', body, accountProfileSchema);
}
