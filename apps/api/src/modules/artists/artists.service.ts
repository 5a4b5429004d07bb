import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import type { ArtistDetail } from '@nft/api-contract';
import { loadMedia } from '../media/media.repository';
import { findShownArtist } from './artists.repository';

export type ArtistService = {
  /** The artist page's header; its collections and NFTs come from the account routes of `account_address`. */
  artist(id: number): Promise<ArtistDetail>;
};

export function createArtistService({ db, publicUrl }: { db: Database; publicUrl: string }): ArtistService {
  return {
    async artist(id) {
      const row = await findShownArtist(db, id);
      // Staged and unscheduled artists are not public yet, so they look like unknown ones.
      if (!row) throw new AppError('not_found');
      const media = await loadMedia(db, [row.headerIconMediaId], publicUrl);
      return {
        id: row.id,
        artist: row.name,
        introduction: row.introduction,
        header_icon_url: media(row.headerIconMediaId)?.url ?? null,
        link_url: row.linkUrl,
        account_address: row.accountAddress,
      };
    },
  };
}
