import { eq, sql } from 'drizzle-orm';
import { accounts, profiles, type Database } from '@nft/db';

export type ProfileValues = Omit<typeof profiles.$inferInsert, 'accountId' | 'updatedAt'>;

/** The account and profile of an address (either may be missing) and its counts, in one round trip. */
export async function findProfile(db: Database, address: string) {
  const { rows } = await db.execute<{
    account_id: number | string | null;
    joined_at: Date | string | null;
    name: string | null;
    picture_media_id: number | string | null;
    cover_media_id: number | string | null;
    description: string | null;
    website: string | null;
    collected: number;
    created: number;
    favorited: number;
    collections: number;
  }>(sql`
    select a.id as account_id, a.created_at as joined_at, p.name, p.picture_media_id, p.cover_media_id, p.description, p.website,
      (select count(*)::int from ownerships o where o.owner = ${address} and o.balance > 0) as collected,
      (select count(*)::int from nfts n where n.creator_address = ${address} and not n.hidden and not n.burned and n.deleted_at is null) as created,
      (select count(*)::int from favorites f where f.account_id = a.id) as favorited,
      (select count(*)::int from collections c where c.creator_address = ${address} and not c.hidden and c.deleted_at is null) as collections
    from (select 1) as one
    left join accounts a on a.address = ${address}
    left join profiles p on p.account_id = a.id`);
  return rows[0]!;
}

/** The account's stored profile, if it has one. */
export async function findStoredProfile(db: Database, accountId: number) {
  const [row] = await db
    .select({
      name: profiles.name,
      pictureMediaId: profiles.pictureMediaId,
      coverMediaId: profiles.coverMediaId,
      description: profiles.description,
      website: profiles.website,
    })
    .from(profiles)
    .where(eq(profiles.accountId, accountId));
  return row;
}

export async function upsertProfile(db: Database, accountId: number, values: ProfileValues): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(profiles)
    .values({ accountId, ...values, updatedAt })
    .onConflictDoUpdate({ target: profiles.accountId, set: { ...values, updatedAt } });
}

export async function findAccountAddress(db: Database, accountId: number): Promise<string | undefined> {
  const [row] = await db.select({ address: accounts.address }).from(accounts).where(eq(accounts.id, accountId));
  return row?.address;
}
