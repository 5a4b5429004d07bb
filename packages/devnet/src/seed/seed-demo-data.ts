import { and, eq } from 'drizzle-orm';
import { collections } from '@nft/db';
import { testAccounts } from '../accounts/test-accounts';
import { demoCatalogue, type DemoCollection } from './demo-catalogue';
import type { SeedContext } from './seed-context';
import { seedCollection } from './seed-collection';
import { seedHomeContent, type SeededCollection } from './seed-home-content';
import { seedPlatformContracts } from './seed-platform-contracts';

export interface SeedResult {
  /** Collections created by this call; empty when the demo data was already there. */
  created: string[];
}

async function exists(context: SeedContext, demo: DemoCollection): Promise<boolean> {
  const creator = testAccounts[demo.creatorAccount]!.address.toLowerCase();
  const found = await context.database.db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.chain, demo.chain), eq(collections.creatorAddress, creator), eq(collections.name, demo.name)))
    .limit(1);
  return found.length > 0;
}

/**
 * Seeds the demo catalogue on the first run: collections on both local chains with NFTs minted
 * for real. Safe to call on every start: a collection that is already there is left alone.
 */
export async function seedDemoData(context: SeedContext, catalogue: readonly DemoCollection[] = demoCatalogue): Promise<SeedResult> {
  await seedPlatformContracts(context);
  const seeded: SeededCollection[] = [];
  for (const demo of catalogue) {
    if (await exists(context, demo)) continue;
    const collectionId = await seedCollection(context, demo);
    const [row] = await context.database.db
      .select({ bannerMediaId: collections.bannerMediaId, logoMediaId: collections.logoMediaId })
      .from(collections)
      .where(eq(collections.id, collectionId));
    seeded.push({ demo, collectionId, bannerMediaId: row?.bannerMediaId ?? null, logoMediaId: row?.logoMediaId ?? null });
  }
  await seedHomeContent(context, seeded, seeded.length === catalogue.length);
  return { created: seeded.map((s) => s.demo.slug) };
}
