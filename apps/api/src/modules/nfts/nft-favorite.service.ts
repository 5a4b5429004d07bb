import type { ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import { addFavorite, removeFavorite } from './nft-favorite.repository';
import type { NftFavorite, NftKey } from '@nft/api-contract';
import { findVisibleNftId } from './nfts.repository';

export type NftFavoriteService = {
  favorite(key: NftKey, accountId: number): Promise<NftFavorite>;
  unfavorite(key: NftKey, accountId: number): Promise<NftFavorite>;
};

export function createNftFavoriteService({ db, chains }: { db: Database; chains: ChainRegistry }): NftFavoriteService {
  async function nftIdOf(params: NftKey): Promise<number> {
    const id = await findVisibleNftId(db, { ...params, chain: chains.get(params.chain).symbol });
    if (id === undefined) throw new AppError('not_found');
    return id;
  }
  // Both are idempotent: a repeated click (or a retried request) leaves the same state and count.
  return {
    async favorite(params, accountId) {
      return { favorited: true, favoriteCount: await addFavorite(db, accountId, await nftIdOf(params)) };
    },
    async unfavorite(params, accountId) {
      return { favorited: false, favoriteCount: await removeFavorite(db, accountId, await nftIdOf(params)) };
    },
  };
}
