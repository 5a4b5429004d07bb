import type { Database } from '@nft/db';
import { loadMedia } from '../media/media.repository';
import { findLikedDerivativeIds } from './derivative-like.repository';
import { findArtists, findDerivatives, findEvents, findFavorites, findTopCollections } from './home.repository';
import type { Artist, Derivative, Favorite, HomeEvent, TopCollection } from '@nft/api-contract';

export type HomeService = {
  topCollections(): Promise<TopCollection[]>;
  events(): Promise<HomeEvent[]>;
  artists(): Promise<Artist[]>;
  favorites(): Promise<Favorite[]>;
  /** With the caller's account, `liked` marks the items it likes. */
  derivatives(accountId?: number): Promise<Derivative[]>;
};

/** The URL of a stored image by media id. */
type ImageUrl = (id: number | null) => string | null;

export function createHomeService({ db, publicUrl }: { db: Database; publicUrl: string }): HomeService {
  // Rows first, then all their media in one query, then each row shaped with `toItem`.
  async function read<Row, Item>(
    rows: Row[],
    mediaIds: (row: Row) => (number | null)[],
    toItem: (row: Row, image: ImageUrl) => Item,
  ): Promise<Item[]> {
    const media = await loadMedia(db, rows.flatMap(mediaIds), publicUrl);
    return rows.map((row) => toItem(row, (id) => media(id)?.url ?? null));
  }

  return {
    topCollections: async () =>
      read(
        await findTopCollections(db),
        (row) => [row.backgroundMediaId, row.iconMediaId],
        (row, image) => ({
          back_ground_url: image(row.backgroundMediaId),
          icon_url: image(row.iconMediaId),
          title: row.title,
          tag: row.tag,
          external_url: row.externalUrl,
          collection_id: row.collectionId,
        }),
      ),
    events: async () =>
      read(
        await findEvents(db),
        (row) => [row.pictureMediaId],
        (row, image) => ({ title: row.title, event_desc: row.description, link_url: row.linkUrl, pic_url: image(row.pictureMediaId) }),
      ),
    artists: async () =>
      read(
        await findArtists(db),
        (row) => [row.headerIconMediaId],
        (row, image) => ({
          id: row.id,
          artist: row.name,
          introduction: row.introduction,
          header_icon_url: image(row.headerIconMediaId),
          link_url: row.linkUrl,
        }),
      ),
    favorites: async () =>
      read(
        await findFavorites(db),
        (row) => [row.iconMediaId, row.headerIconMediaId],
        (row, image) => ({
          title: row.title,
          reward_desc: row.rewardDescription,
          favorite_desc: row.favoriteDescription,
          icon_url: image(row.iconMediaId),
          header_icon_url: image(row.headerIconMediaId),
          link_url: row.linkUrl,
        }),
      ),
    derivatives: async (accountId) => {
      const rows = await findDerivatives(db);
      const ids = rows.map((row) => row.id);
      const liked = accountId === undefined ? new Set<number>() : await findLikedDerivativeIds(db, accountId, ids);
      return read(
        rows,
        (row) => [row.headerIconMediaId, row.iconMediaId],
        (row, image) => ({
          id: row.id,
          title: row.title,
          like_num: row.likeCount,
          header_icon_url: image(row.headerIconMediaId),
          icon_url: image(row.iconMediaId),
          link_url: row.linkUrl,
          liked: liked.has(row.id),
        }),
      );
    },
  };
}
