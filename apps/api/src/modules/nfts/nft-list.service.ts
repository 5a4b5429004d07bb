import type { ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import { decodeCursor } from '../../http/keyset-cursor';
import { toPage, type Page } from '../../http/page';
import { chainNameOf } from '../../lib/chain-name';
import { createMicroCache } from '../../lib/micro-cache';
import { loadMedia } from '../media/media.repository';
import { findOwnerSummaries, tokenKeyOf } from './nft-owners.repository';
import { findNfts, nftOrders } from './nft-list.repository';
import type { NftListItem, NftListQuery } from '@nft/api-contract';
import { toNft } from './nft-view';

export type NftListService = { list(query: NftListQuery): Promise<Page<NftListItem>> };

export type NftListServiceDeps = { db: Database; chains: ChainRegistry; publicUrl: string; cacheTtlMs?: number };

/** GET /nfts: explore, account tabs and the collection items grid all read this one list. */
export function createNftListService({ db, chains, publicUrl, cacheTtlMs = 0 }: NftListServiceDeps): NftListService {
  // Lists hold nothing per visitor, so identical queries may share a read (decision 019).
  const cache = createMicroCache<Page<NftListItem>>({ ttlMs: cacheTtlMs });
  return { list: (query) => cache.get(JSON.stringify(query), () => read(query)) };

  async function read(query: NftListQuery): Promise<Page<NftListItem>> {
    const { collection, chain, category, status, trait, sort, limit, cursor, ...filter } = query;
    // get() throws unsupported_chain for a symbol this deployment does not know.
    const symbols = chain?.map((symbol) => chains.get(symbol).symbol);
    const order = nftOrders[sort];
    const after = cursor === undefined ? undefined : decodeCursor(cursor, sort, order.kind, order.nullable);
    const rows = await findNfts(
      db,
      { ...filter, collectionIds: collection, chains: symbols, categories: category, statuses: status, traits: trait },
      order,
      after,
      limit,
    );
    const shown = rows.slice(0, limit);
    const [owners, media] = await Promise.all([
      findOwnerSummaries(db, shown),
      loadMedia(
        db,
        shown.map((row) => row.imageMediaId),
        publicUrl,
      ),
    ]);
    return toPage(
      rows,
      limit,
      sort,
      (row) => ({ value: row.cursorValue, id: row.id }),
      (row) => ({ ...toNft(row, owners.get(tokenKeyOf(row)), media), chainName: chainNameOf(chains, row.chain) }),
    );
  }
}
