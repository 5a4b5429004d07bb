import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import { fieldMessage, type AccountProfile, type UpdateProfileBody } from '@nft/api-contract';
import type { AuthSession } from '../auth/auth.service';
import { findOwnUploads } from '../collections/collection-write.repository';
import { loadMedia } from '../media/media.repository';
import { findProfile, findStoredProfile, upsertProfile } from './profiles.repository';

export type ProfileService = {
  get(address: string): Promise<AccountProfile>;
  update(session: AuthSession, body: UpdateProfileBody): Promise<AccountProfile>;
};

const mediaFields = ['pictureMediaId', 'coverMediaId'] as const;

export function createProfileService({ db, publicUrl }: { db: Database; publicUrl: string }): ProfileService {
  async function get(address: string): Promise<AccountProfile> {
    const row = await findProfile(db, address);
    // Raw rows: PostgreSQL sends bigint ids as text, PGlite as numbers.
    const [pictureId, coverId] = [row.picture_media_id, row.cover_media_id].map((id) => (id === null ? null : Number(id)));
    const media = await loadMedia(db, [pictureId, coverId], publicUrl);
    // Every address has a page (it may hold NFTs without ever signing in); the profile fields are then empty.
    return {
      address,
      name: row.name,
      picture: media(pictureId),
      cover: media(coverId),
      description: row.description,
      website: row.website,
      joinedAt: row.joined_at === null ? null : new Date(row.joined_at).toISOString(),
      counts: { collected: row.collected, created: row.created, favorited: row.favorited, collections: row.collections },
    };
  }

  return {
    get,

    async update(session, body) {
      const current = await findStoredProfile(db, session.accountId);
      const wanted = mediaFields.flatMap((field) => {
        const id = body[field];
        return typeof id === 'number' && id !== current?.[field] ? [{ field, id }] : [];
      });
      const own = await findOwnUploads(
        db,
        wanted.map((entry) => entry.id),
        session.accountId,
      );
      const issues = wanted
        .filter(({ id }) => !own.has(id))
        .map(({ field }) => ({ path: `/${field}`, code: 'invalid_media', message: fieldMessage('media') }));
      if (issues.length > 0) throw new AppError('validation_failed', undefined, { details: { in: 'body', issues } });
      // Absent (undefined) keeps the stored value; null clears it.
      const keep = <K extends keyof NonNullable<typeof current>>(key: K) =>
        body[key] === undefined ? (current?.[key] ?? null) : body[key];
      await upsertProfile(db, session.accountId, {
        name: keep('name'),
        pictureMediaId: keep('pictureMediaId'),
        coverMediaId: keep('coverMediaId'),
        description: keep('description'),
        website: keep('website'),
      });
      return get(session.address);
    },
  };
}
