import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import type { DerivativeLike } from '@nft/api-contract';
import { toggleDerivativeLike } from './derivative-like.repository';

export type DerivativeLikeService = {
  /** Likes the re-creation, or takes the like back when the caller already likes it. */
  toggle(derivativeId: number, accountId: number): Promise<DerivativeLike>;
};

export function createDerivativeLikeService({ db }: { db: Database }): DerivativeLikeService {
  return {
    async toggle(derivativeId, accountId) {
      const result = await toggleDerivativeLike(db, derivativeId, accountId);
      if (!result) throw new AppError('not_found');
      return { id: derivativeId, liked: result.liked, like_num: result.likeCount };
    },
  };
}
