import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { collections, homeArtists, homeDerivatives, homeEvents, homeFavorites, homeTopCollections, type Database } from '@nft/db';
import { shownNow } from './home-schedule';

/** Curated lists are short; the cap keeps a runaway admin table from becoming a huge answer. */
export const homeListCap = 50;

export async function findTopCollections(db: Database) {
  return (
    db
      .select({
        title: homeTopCollections.title,
        tag: homeTopCollections.tag,
        externalUrl: homeTopCollections.externalUrl,
        collectionId: homeTopCollections.collectionId,
        backgroundMediaId: homeTopCollections.backgroundMediaId,
        iconMediaId: homeTopCollections.iconMediaId,
      })
      .from(homeTopCollections)
      .leftJoin(collections, eq(collections.id, homeTopCollections.collectionId))
      // A slide for a collection that moderation hid, or its creator deleted, would lead nowhere.
      .where(
        and(
          shownNow(homeTopCollections),
          or(isNull(homeTopCollections.collectionId), sql`(not ${collections.hidden} and ${collections.deletedAt} is null)`),
        ),
      )
      .orderBy(asc(homeTopCollections.position), asc(homeTopCollections.id))
      .limit(homeListCap)
  );
}

export async function findEvents(db: Database) {
  return db
    .select({
      title: homeEvents.title,
      description: homeEvents.description,
      linkUrl: homeEvents.linkUrl,
      pictureMediaId: homeEvents.pictureMediaId,
    })
    .from(homeEvents)
    .where(shownNow(homeEvents))
    .orderBy(asc(homeEvents.position), asc(homeEvents.id))
    .limit(homeListCap);
}

export async function findArtists(db: Database) {
  return db
    .select({
      id: homeArtists.id,
      name: homeArtists.name,
      introduction: homeArtists.introduction,
      headerIconMediaId: homeArtists.headerIconMediaId,
      linkUrl: homeArtists.linkUrl,
    })
    .from(homeArtists)
    .where(shownNow(homeArtists))
    .orderBy(asc(homeArtists.position), asc(homeArtists.id))
    .limit(homeListCap);
}

export async function findFavorites(db: Database) {
  return db
    .select({
      title: homeFavorites.title,
      rewardDescription: homeFavorites.rewardDescription,
      favoriteDescription: homeFavorites.favoriteDescription,
      iconMediaId: homeFavorites.iconMediaId,
      headerIconMediaId: homeFavorites.headerIconMediaId,
      linkUrl: homeFavorites.linkUrl,
    })
    .from(homeFavorites)
    .where(shownNow(homeFavorites))
    .orderBy(asc(homeFavorites.position), asc(homeFavorites.id))
    .limit(homeListCap);
}

export async function findDerivatives(db: Database) {
  return db
    .select({
      id: homeDerivatives.id,
      title: homeDerivatives.title,
      likeCount: homeDerivatives.likeCount,
      headerIconMediaId: homeDerivatives.headerIconMediaId,
      iconMediaId: homeDerivatives.iconMediaId,
      linkUrl: homeDerivatives.linkUrl,
    })
    .from(homeDerivatives)
    .where(shownNow(homeDerivatives))
    .orderBy(asc(homeDerivatives.position), asc(homeDerivatives.id))
    .limit(homeListCap);
}
