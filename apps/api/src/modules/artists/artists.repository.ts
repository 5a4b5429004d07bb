import { and, eq, sql } from 'drizzle-orm';
import { homeArtists, type Database } from '@nft/db';

/** One artist of the home content, when the home page shows it now (visible and within its schedule). */
export async function findShownArtist(db: Database, id: number) {
  const [row] = await db
    .select({
      id: homeArtists.id,
      name: homeArtists.name,
      introduction: homeArtists.introduction,
      headerIconMediaId: homeArtists.headerIconMediaId,
      linkUrl: homeArtists.linkUrl,
      accountAddress: homeArtists.accountAddress,
    })
    .from(homeArtists)
    .where(
      and(
        eq(homeArtists.id, id),
        eq(homeArtists.visible, true),
        sql`(${homeArtists.showFrom} is null or ${homeArtists.showFrom} <= now())`,
        sql`(${homeArtists.showUntil} is null or ${homeArtists.showUntil} > now())`,
      ),
    );
  return row;
}
