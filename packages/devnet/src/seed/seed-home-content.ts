import { homeTopCollections } from '@nft/db';
import type { DemoCollection } from './demo-catalogue';
import type { SeedContext } from './seed-context';

/** Puts every demo collection in the home page's top-collection banner, in catalogue order. */
export async function seedHomeContent(context: SeedContext, seeded: { demo: DemoCollection; collectionId: number; bannerMediaId: number | null; logoMediaId: number | null }[]): Promise<void> {
  if (seeded.length === 0) return;
  await context.database.db.insert(homeTopCollections).values(
    seeded.map(({ demo, collectionId, bannerMediaId, logoMediaId }, position) => ({
      position, collectionId, title: demo.name, tag: demo.category, backgroundMediaId: bannerMediaId, iconMediaId: logoMediaId,
    })),
  );
}
