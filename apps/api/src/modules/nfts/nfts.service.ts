import type { ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import type { Page } from '../../http/page';
import type { ActivityReader } from '../activity/activity.service';
import { nftParamsSchema, type Activity, type ActivityQuery, type NftDetail, type NftKey, type NftPriceHistory } from '@nft/api-contract';
import { loadMedia } from '../media/media.repository';
import { explorerLinks } from './explorer-links';
import { isFavorited } from './nft-favorite.repository';
import { findOwners, findOwnerSummaries, tokenKeyOf } from './nft-owners.repository';
import { findTradeState } from './nft-trade-state.repository';
import { hasUnlockable } from './nft-unlockable.repository';
import { toNftDetail } from './nft-view';
import { findNftPriceHistory } from '../price-history/price-history.repository';
import { findAttributes, findNft, nftExists } from './nfts.repository';

export type NftService = {
  /** `viewer` is the signed-in caller's account, to tell whether they favourited it. */
  get(key: NftKey, viewer?: number): Promise<NftDetail>;
  activity(key: NftKey, query: ActivityQuery): Promise<Page<Activity>>;
  priceHistory(key: NftKey): Promise<NftPriceHistory>;
};

export type NftServiceDeps = { db: Database; chains: ChainRegistry; publicUrl: string; activity: ActivityReader };

// An ERC-1155 token can have thousands of holders; the detail page shows the largest.
const holdersShown = 100;

export function createNftService({ db, chains, publicUrl, activity }: NftServiceDeps): NftService {
  return {
    async get(params, viewer) {
      const chain = chains.get(params.chain);
      const key = { ...params, chain: chain.symbol };
      const row = await findNft(db, key);
      if (!row) throw new AppError('not_found');
      const [owners, holders, attributes, media, trade, favorited, unlockable] = await Promise.all([
        findOwnerSummaries(db, [key]),
        findOwners(db, key, holdersShown),
        findAttributes(db, row.id),
        loadMedia(db, [row.imageMediaId, row.animationMediaId, row.collectionLogoMediaId], publicUrl),
        findTradeState(db, key),
        viewer === undefined ? false : isFavorited(db, viewer, row.id),
        hasUnlockable(db, row.id),
      ]);
      const summary = owners.get(tokenKeyOf(key));
      const singleOwner = row.standard === 'ERC-1155' ? null : (summary?.firstOwner ?? null);
      const explorer = explorerLinks(chain, key, singleOwner, row.creatorAddress);
      return toNftDetail(row, {
        owners: summary,
        holders,
        attributes,
        media,
        chainName: chain.chainName,
        trade,
        explorer,
        favorited,
        hasUnlockable: unlockable,
      });
    },

    async activity(params, query) {
      const key = { ...params, chain: chains.get(params.chain).symbol };
      if (!(await nftExists(db, key))) throw new AppError('not_found');
      return activity.page({ kind: 'token', ...key }, query);
    },

    async priceHistory(params) {
      const history = await findNftPriceHistory(db, { ...params, chain: chains.get(params.chain).symbol });
      if (!history) throw new AppError('not_found');
      return history;
    },
  };
}

/** An NFT page's path segments (apps/web/src/config/paths.ts), decoded but not yet checked. */
export type NftPageKey = { chain: string; contractAddress: string; tokenId: string };

/**
 * The URL of the picture the NFT page shows first (`image.url` of GET /v1/nfts/:chain/:contractAddress/:tokenId, what
 * apps/web/src/features/nft-detail/components/nft-media.tsx puts in its <img>), for the page's preload link
 * (apps/api/src/plugins/static-web.ts). The same read as `get` above: undefined wherever that route answers an error
 * (a bad key, an unsupported chain, an unknown or hidden NFT) and for an NFT without a picture. Database errors throw.
 */
export function createNftImageLookup({ db, chains, publicUrl }: Pick<NftServiceDeps, 'db' | 'chains' | 'publicUrl'>) {
  return async (segments: NftPageKey): Promise<string | undefined> => {
    const params = nftParamsSchema.safeParse(segments);
    if (!params.success) return undefined;
    let symbol: string;
    try {
      symbol = chains.get(params.data.chain).symbol;
    } catch (error) {
      if (error instanceof AppError) return undefined;
      throw error;
    }
    const row = await findNft(db, { ...params.data, chain: symbol });
    if (typeof row?.imageMediaId !== 'number') return undefined;
    const media = await loadMedia(db, [row.imageMediaId], publicUrl);
    return media(row.imageMediaId)?.url;
  };
}
