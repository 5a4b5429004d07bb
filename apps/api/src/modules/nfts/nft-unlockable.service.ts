import type { ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import type { AuthSession } from '../auth/auth.service';
import { holdsToken } from './nft-holder.repository';
import { findUnlockable } from './nft-unlockable.repository';
import type { NftUnlockable, NftKey } from '@nft/api-contract';
import { findVisibleNftId } from './nfts.repository';

export type NftUnlockableService = { read(key: NftKey, session: AuthSession): Promise<NftUnlockable> };

export function createNftUnlockableService({ db, chains }: { db: Database; chains: ChainRegistry }): NftUnlockableService {
  return {
    async read(params, session) {
      const key = { ...params, chain: chains.get(params.chain).symbol };
      const nftId = await findVisibleNftId(db, key);
      if (nftId === undefined) throw new AppError('not_found');
      // Ownership first: a non-owner must not learn whether there is anything to unlock.
      if (!(await holdsToken(db, key, session.address))) throw new AppError('not_nft_owner');
      const row = await findUnlockable(db, nftId);
      if (!row) throw new AppError('not_found');
      return { content: row.content, updatedAt: row.updatedAt.toISOString() };
    },
  };
}
