import { homeArtists, homeDerivatives, homeEvents, homeFavorites, homeTopCollections } from '@nft/db';
import { testAccounts } from '../accounts/test-accounts';
import { renderArt } from './art/render-art';
import type { DemoCollection } from './demo-catalogue';
import { demoCreators } from './demo-creators';
import { demoDerivatives, demoEvents, demoFavorites, type DemoArt } from './demo-home-content';
import type { SeedContext } from './seed-context';
import { storeImage } from './store-image';

export type SeededCollection = { demo: DemoCollection; collectionId: number; bannerMediaId: number | null; logoMediaId: number | null };

/** Puts every demo collection in the home page's top-collection banner, in catalogue order. */
async function seedTopCollections(context: SeedContext, seeded: readonly SeededCollection[]): Promise<void> {
  await context.database.db.insert(homeTopCollections).values(
    seeded.map(({ demo, collectionId, bannerMediaId, logoMediaId }, position) => ({
      position,
      collectionId,
      title: demo.name,
      tag: demo.category,
      backgroundMediaId: bannerMediaId,
      iconMediaId: logoMediaId,
    })),
  );
}

/** Lists the demo creators as the home page's artists, each linked to their account (the artist page shows its works). */
async function seedArtists(context: SeedContext): Promise<void> {
  const rows = [];
  for (const [position, creator] of demoCreators.entries()) {
    const avatar = await renderArt({
      seed: `creator-${creator.account}`,
      style: 'pixelCritter',
      palette: 'forest',
      width: 400,
      height: 400,
    });
    const { mediaId } = await storeImage(context, avatar);
    const address = testAccounts[creator.account]!.address;
    rows.push({
      position,
      name: creator.name,
      introduction: creator.introduction,
      headerIconMediaId: mediaId,
      linkUrl: `${context.publicUrl}/account/${address}/created`,
      accountAddress: address.toLowerCase(),
    });
  }
  await context.database.db.insert(homeArtists).values(rows);
}

/** A rendered picture stored as media; the seed text makes each one distinct and the same on every install. */
async function picture(context: SeedContext, seed: string, art: DemoArt, width: number, height: number): Promise<number> {
  const { mediaId } = await storeImage(context, await renderArt({ seed, ...art, width, height }));
  return mediaId;
}

/** `{slug}` becomes that demo collection's page, anything else the explore page. */
function demoLink(context: SeedContext, seeded: readonly SeededCollection[], link: string): string {
  const found = seeded.find(({ demo }) => `{${demo.slug}}` === link);
  return found ? `${context.publicUrl}/collection-detail/${found.collectionId}/collected` : `${context.publicUrl}/market-place`;
}

/** Events, fan favourites and re-creations, so every home section has something on a fresh install (issue 13 item 6). */
async function seedCuratedLists(context: SeedContext, seeded: readonly SeededCollection[]): Promise<void> {
  const { db } = context.database;
  const events = [];
  for (const [position, event] of demoEvents.entries())
    events.push({
      position,
      title: event.title,
      description: event.description,
      linkUrl: demoLink(context, seeded, event.link),
      pictureMediaId: await picture(context, `event-${event.title}`, event.art, 600, 400),
    });
  await db.insert(homeEvents).values(events);

  const favorites = [];
  for (const [position, favorite] of demoFavorites.entries())
    favorites.push({
      position,
      title: favorite.title,
      rewardDescription: favorite.reward,
      favoriteDescription: favorite.description,
      linkUrl: demoLink(context, seeded, favorite.link),
      headerIconMediaId: await picture(context, `favorite-header-${favorite.title}`, favorite.art, 600, 400),
      iconMediaId: await picture(context, `favorite-icon-${favorite.title}`, favorite.art, 400, 400),
    });
  await db.insert(homeFavorites).values(favorites);

  const derivatives = [];
  for (const [position, derivative] of demoDerivatives.entries())
    derivatives.push({
      position,
      title: derivative.title,
      linkUrl: demoLink(context, seeded, derivative.link),
      headerIconMediaId: await picture(context, `derivative-header-${derivative.title}`, derivative.art, 600, 400),
      iconMediaId: await picture(context, `derivative-icon-${derivative.title}`, derivative.art, 400, 400),
    });
  await db.insert(homeDerivatives).values(derivatives);
}

/** Home page content for the collections seeded by this run; artists and the curated lists come with the first run. */
export async function seedHomeContent(context: SeedContext, seeded: readonly SeededCollection[], firstRun: boolean): Promise<void> {
  if (seeded.length > 0) await seedTopCollections(context, seeded);
  if (firstRun) {
    await seedArtists(context);
    await seedCuratedLists(context, seeded);
  }
}
