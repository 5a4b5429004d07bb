import { and, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accounts, collections, contracts, drops, homeArtists, media, nfts, profiles, type Database } from '@nft/db';

export type DropInsert = typeof drops.$inferInsert;
export type CollectionInsert = typeof collections.$inferInsert;

/**
 * Records a drop with its collection and registers the clone as a followed contract in one transaction
 * (docs/decisions/047-drops-in-the-product.md): the clone's address is known before it is deployed, so the
 * indexer follows it from before its first block and no backfill is ever needed. `baseUriOf` gets the new id
 * (an uploaded artwork set is served by the API's metadata route of the drop).
 */
export async function insertDrop(
  db: Database,
  collection: CollectionInsert,
  drop: Omit<DropInsert, 'collectionId' | 'baseUri'>,
  baseUriOf: (id: number) => string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(collections).values(collection).returning({ id: collections.id });
    const collectionId = created!.id;
    const [row] = await tx
      .insert(drops)
      .values({ ...drop, collectionId, baseUri: '' })
      .returning({ id: drops.id });
    const id = row!.id;
    await tx
      .update(drops)
      .set({ baseUri: baseUriOf(id) })
      .where(eq(drops.id, id));
    await tx.insert(contracts).values({
      chain: drop.chain,
      address: drop.contractAddress,
      standard: 'ERC-721',
      isPlatform: false,
      collectionId,
      name: collection.name,
      symbol: drop.symbol,
    });
    return id;
  });
}

const logo = alias(media, 'drop_logo');
const banner = alias(media, 'drop_banner');

/** Tokens the indexer has seen minted by the clone. */
const mintedCount = sql<number>`(select count(*)::int from ${nfts} where ${nfts.chain} = ${drops.chain} and ${nfts.contractAddress} = ${drops.contractAddress})`;

const dropColumns = {
  drop: drops,
  name: collections.name,
  description: collections.description,
  logoKey: logo.storageKey,
  bannerKey: banner.storageKey,
  creatorName: profiles.name,
  artistId: sql<
    number | null
  >`(select ${homeArtists.id} from ${homeArtists} where ${homeArtists.accountAddress} = ${drops.creatorAddress} order by ${homeArtists.id} limit 1)`,
  minted: mintedCount,
};

function selectDrops(db: Database) {
  return db
    .select(dropColumns)
    .from(drops)
    .innerJoin(collections, eq(collections.id, drops.collectionId))
    .leftJoin(logo, eq(logo.id, collections.logoMediaId))
    .leftJoin(banner, eq(banner.id, collections.bannerMediaId))
    .leftJoin(accounts, eq(accounts.address, drops.creatorAddress))
    .leftJoin(profiles, eq(profiles.accountId, accounts.id));
}

export type DropRow = Awaited<ReturnType<typeof findDrop>> & object;

export async function findDrop(db: Database, id: number) {
  const [row] = await selectDrops(db).where(eq(drops.id, id)).limit(1);
  return row;
}

export type DropFilter = {
  status?: 'live' | 'upcoming' | 'ended' | undefined;
  creator?: string | undefined;
  chain?: string | undefined;
  limit: number;
  /** The clock the phases are judged at. */
  now: Date;
};

/** Newest first. Pending drops (not deployed yet) are listed only by creator and without a status. */
export async function listDrops(db: Database, filter: DropFilter) {
  const where: SQL[] = [];
  if (filter.chain) where.push(eq(drops.chain, filter.chain));
  if (filter.creator) where.push(eq(drops.creatorAddress, filter.creator));
  if (!filter.creator || filter.status) where.push(sql`${drops.deployedAt} is not null`);
  const now = filter.now;
  if (filter.status === 'upcoming') where.push(gt(drops.startsAt, now));
  if (filter.status === 'live') where.push(lte(drops.startsAt, now), gt(drops.endsAt, now), sql`${mintedCount} < ${drops.supply}`);
  if (filter.status === 'ended') where.push(sql`(${drops.endsAt} <= ${now.toISOString()} or ${mintedCount} >= ${drops.supply})`);
  // Hidden or deleted collections are not shown in public lists (docs/decisions/036).
  where.push(sql`not ${collections.hidden} and ${collections.deletedAt} is null`);
  return selectDrops(db)
    .where(and(...where))
    .orderBy(desc(drops.createdAt), desc(drops.id))
    .limit(filter.limit);
}

/** The first uploaded artworks' storage keys, for previews and metadata. */
export async function artworkKeys(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: media.id, key: media.storageKey })
    .from(media)
    .where(
      sql`${media.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return new Map(rows.map((row) => [row.id, row.key]));
}

/** The deployment, as the indexer records it from DropCreated (or the API when it finds the clone's code first). */
export async function markDeployed(
  db: Database,
  chain: string,
  contractAddress: string,
  deployment: { blockNumber: number | null; txHash: string | null; at: Date },
): Promise<void> {
  await db
    .update(drops)
    .set({ deployedBlockNumber: deployment.blockNumber, deployTxHash: deployment.txHash, deployedAt: deployment.at })
    .where(and(eq(drops.chain, chain), eq(drops.contractAddress, contractAddress), sql`${drops.deployedAt} is null`));
}

/** The newest drops not yet seen deployed (the API checks their code before listing, at most `limit`). */
export async function newestPending(db: Database, chainsOf: string[], limit: number) {
  if (chainsOf.length === 0) return [];
  return selectDrops(db)
    .where(
      and(
        sql`${drops.deployedAt} is null`,
        sql`${drops.chain} in (${sql.join(
          chainsOf.map((chain) => sql`${chain}`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(desc(drops.createdAt), desc(drops.id))
    .limit(limit);
}
