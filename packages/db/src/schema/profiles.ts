import { sql } from 'drizzle-orm';
import { check, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { ref, updatedAt } from './columns';
import { media } from './media';

/** The public face of an account (spec: name, picture, cover, description, website). */
export const profiles = pgTable(
  'profiles',
  {
    accountId: ref('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 20 }),
    pictureMediaId: ref('picture_media_id').references(() => media.id, { onDelete: 'set null' }),
    coverMediaId: ref('cover_media_id').references(() => media.id, { onDelete: 'set null' }),
    description: text('description'),
    website: text('website'),
    updatedAt: updatedAt(),
  },
  // The API enforces 4-20 characters; the database only refuses what no screen could show.
  (t) => [check('profiles_name_length', sql`char_length(${t.name}) between 1 and 20`)],
);
