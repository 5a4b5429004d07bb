import type { ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import type { AuthSession } from '../auth/auth.service';
import { hideOwnedNft, isPlatformContract } from './nft-delete.repository';
import type { NftDelete, NftKey } from '@nft/api-contract';
import { holdsToken } from './nft-holder.repository';
import { findOwners } from './nft-owners.repository';
import { findTradeState } from './nft-trade-state.repository';
import { findVisibleNftId } from './nfts.repository';

export type NftDeleteService = { remove(key: NftKey, session: AuthSession): Promise<NftDelete> };

/**
 * docs/product.md (spec section 5): only an owner deletes, and never while the NFT is listed or staked. Tokens of the
 * platform contracts are burned from the owner's wallet (the indexer then marks them burned); other
 * contracts' tokens cannot be burned by us, so the marketplace stops showing them.
 */
export function createNftDeleteService({ db, chains }: { db: Database; chains: ChainRegistry }): NftDeleteService {
  return {
    async remove(params, session) {
      const key = { ...params, chain: chains.get(params.chain).symbol };
      const nftId = await findVisibleNftId(db, key);
      if (nftId === undefined) throw new AppError('not_found');
      if (!(await holdsToken(db, key, session.address))) throw new AppError('not_nft_owner');
      const trade = await findTradeState(db, key);
      if (trade.staked) throw new AppError('nft_staked');
      if (trade.inTrade) throw new AppError('nft_in_trade');
      if (await isPlatformContract(db, key)) throw new AppError('burn_required');
      if (await hideOwnedNft(db, nftId, key, session.address)) return { deleted: true, hiddenFromMarketplace: true };
      // The conditional write failed: say why, re-reading what changed since the checks above.
      const now = await findTradeState(db, key);
      if (now.staked) throw new AppError('nft_staked');
      if (now.inTrade) throw new AppError('nft_in_trade');
      if (!(await holdsToken(db, key, session.address))) throw new AppError('not_nft_owner');
      const holders = await findOwners(db, key, 2);
      if (holders.length > 1)
        throw new AppError('forbidden', 'Other wallets hold copies of this NFT: only the holder of every copy can delete it');
      throw new AppError('not_found');
    },
  };
}
