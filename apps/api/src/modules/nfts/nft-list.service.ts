import type { ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import { decodeCursor } from '../../http/keyset-cursor';
import { toPage, type Page } from '../../http/page';
import { chainNameOf } from '../../lib/chain-name';
import { createMicroCache } from '../../lib/micro-cache';
import { toMediaObject } from '../media/media-object';
import { findNfts, nftOrders, type NftListRow } from './nft-list.repository';
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
    const { collection, chain, category, status, trait, traitRange, sort, limit, cursor, ...filter } = query;
    // get() throws unsupported_chain for a symbol this deployment does not know.
    const symbols = chain?.map((symbol) => chains.get(symbol).symbol);
    const order = nftOrders[sort];
    const after = cursor === undefined ? undefined : decodeCursor(cursor, sort, order.kind, order.nullable);
    const rows = await findNfts(
      db,
      {
        ...filter,
        collectionIds: collection,
        chains: symbols,
        categories: category,
        statuses: status,
        traits: trait,
        traitRanges: traitRange,
      },
      order,
      after,
      limit,
    );
    return toPage(
      rows,
      limit,
      sort,
      (row) => ({ value: row.cursorValue, id: row.id }),
      (row) => ({ ...toNft(row, ownersOf(row), imageOf(row)), chainName: chainNameOf(chains, row.chain) }),
    );
  }

  // The list statement carries the owner summary and the image (one statement per page, decision 058).
  function ownersOf(row: NftListRow) {
    return { count: row.ownerCount, firstOwner: row.firstOwner };
  }

  function imageOf(row: NftListRow) {
    const image =
      row.imageStorageKey === null
        ? null
        : toMediaObject(
            { storageKey: row.imageStorageKey, width: row.imageWidth, height: row.imageHeight, thumbnails: row.imageThumbnails ?? [] },
            publicUrl,
          );
    return () => image;
  }
}
