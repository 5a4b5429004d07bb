import type { ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import type { AuthSession } from '../auth/auth.service';
import { loadMedia } from '../media/media.repository';
import { findHiddenNftId, findHiddenNfts, unhideOwnedNft } from './nft-hidden.repository';
import { hiddenNftLimit, type HiddenNftList, type NftRestore, type NftKey } from '@nft/api-contract';
import { holdsToken } from './nft-holder.repository';
import { findOwnerSummaries, tokenKeyOf } from './nft-owners.repository';
import { toNft } from './nft-view';

export type NftHiddenService = {
  list(session: AuthSession): Promise<HiddenNftList>;
  restore(key: NftKey, session: AuthSession): Promise<NftRestore>;
};

/**
 * The other half of "delete" for tokens of other contracts (nft-delete.service): the holder sees
 * what they hid and can show it again. A transfer to a new holder shows it again by itself (the
 * indexer clears the mark, docs/decisions/014-nft-detail-actions.md).
 */
export function createNftHiddenService({
  db,
  chains,
  publicUrl,
}: {
  db: Database;
  chains: ChainRegistry;
  publicUrl: string;
}): NftHiddenService {
  const chainName = (symbol: string) => chains.all().find((chain) => chain.symbol === symbol)?.chainName ?? symbol;
  return {
    async list(session) {
      const rows = await findHiddenNfts(db, session.address, hiddenNftLimit);
      const [owners, media] = await Promise.all([
        findOwnerSummaries(db, rows),
        loadMedia(
          db,
          rows.map((row) => row.imageMediaId),
          publicUrl,
        ),
      ]);
      return { items: rows.map((row) => ({ ...toNft(row, owners.get(tokenKeyOf(row)), media), chainName: chainName(row.chain) })) };
    },

    async restore(params, session) {
      const key = { ...params, chain: chains.get(params.chain).symbol };
      const nftId = await findHiddenNftId(db, key);
      if (nftId === undefined) throw new AppError('not_found');
      if (!(await holdsToken(db, key, session.address))) throw new AppError('not_nft_owner');
      if (await unhideOwnedNft(db, nftId, key, session.address)) return { restored: true };
      // The conditional write failed: the caller sold it meanwhile, or someone showed it already.
      if (!(await holdsToken(db, key, session.address))) throw new AppError('not_nft_owner');
      throw new AppError('not_found');
    },
  };
}
