import { useMutation } from '@tanstack/react-query';
import { ensureAuthenticated } from '../../wallet';
import { getUnlockable } from '../api/get-unlockable';
import type { NftKey } from '../api/nft-key';

/** Reads the unlockable content on request (after signing in), never with the page itself. */
export function useUnlockable(key: NftKey) {
  return useMutation({
    mutationFn: async () => {
      if (!(await ensureAuthenticated())) return undefined;
      return getUnlockable(key);
    },
  });
}
