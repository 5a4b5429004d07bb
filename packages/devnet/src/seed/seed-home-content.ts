import { homeArtists, homeTopCollections } from '@nft/db';
import { testAccounts } from '../accounts/test-accounts';
import { renderArt } from './art/render-art';
import type { DemoCollection } from './demo-catalogue';
import { demoCreators } from './demo-creators';
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

/** Lists the demo creators as the home page's artists, each linking to their account page. */
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
    });
  }
  await context.database.db.insert(homeArtists).values(rows);
}

/** Home page content for the collections seeded by this run; artists come with the first run. */
export async function seedHomeContent(context: SeedContext, seeded: readonly SeededCollection[], firstRun: boolean): Promise<void> {
  if (seeded.length > 0) await seedTopCollections(context, seeded);
  if (firstRun) await seedArtists(context);
}
