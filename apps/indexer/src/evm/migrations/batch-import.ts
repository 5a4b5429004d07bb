import { and, eq, inArray, sql } from 'drizzle-orm';
import { batchMigrations, batchMigrationTokens, collections, contractBackfills, contracts, nfts, type Database } from '@nft/db';
import type { MetadataJob } from '@nft/metadata';
import { emptyEffects } from '../effects/block-effects';
import { handleLog } from '../handlers/handle-log';
import { applyEffects } from '../storage/apply-effects';
import type { Cursor } from '../storage/cursor-store';
import { fetchLogs } from '../sync/fetch-logs';
import type { FollowerContext } from '../sync/follower-context';
import { readHeaders } from '../sync/read-headers';

/**
 * Batch migration import (docs/decisions/049-per-contract-backfill-and-import.md). Runs inside the chain's follower, after
 * its ranges, so it never races the follower's own writes:
 *
 * 1. an approved request registers its contract (no collection: only the requested tokens join one) and, when the chain's
 *    cursor has already passed the contract's deployment, a per-contract backfill from that block;
 * 2. a backfill reads the contract's logs up to the chain's cursor in ranges, each range and its cursor in one transaction;
 *    until it is done the follower leaves the contract out of its own ranges, so every movement is applied in order;
 * 3. once the contract's history is in, the requested tokens are placed in the collection in batches, each token marked
 *    imported or failed with its error in the same transaction, and their metadata is queued again (its traits join the
 *    collection). The backfill itself queues the metadata of every token it finds, as the follower does for its mints.
 */

/** Contracts of the chain whose backfill has not caught up with the chain's cursor: the follower leaves them out. */
export async function backfillingAddresses(db: Database, chain: string): Promise<Set<string>> {
  const rows = await db
    .select({ address: contractBackfills.contractAddress })
    .from(contractBackfills)
    .where(and(eq(contractBackfills.chain, chain), eq(contractBackfills.done, false)));
  return new Set(rows.map((row) => row.address));
}

export interface MigrationStepOptions {
  /** Tokens placed per transaction. */
  importBatchSize: number;
}

/** Everything the follower does for batch migrations after its ranges; `cursor` is the chain's (main) cursor. */
export async function runMigrationSteps(
  context: FollowerContext,
  cursor: Cursor | undefined,
  options: MigrationStepOptions,
  stopped: () => boolean,
): Promise<void> {
  await startApprovedMigrations(context, cursor);
  if (cursor) {
    for (const backfill of await openBackfills(context.db, context.chain.symbol)) {
      while (!stopped()) {
        const step = await backfillStep(context, backfill, cursor);
        if (step !== 'progress') break;
      }
    }
  }
  while (!stopped() && (await importStep(context, cursor, options.importBatchSize))) {
    // One batch per transaction until nothing is pending.
  }
}

async function startApprovedMigrations(context: FollowerContext, cursor: Cursor | undefined): Promise<void> {
  const { db, chain } = context;
  const approved = await db
    .select()
    .from(batchMigrations)
    .where(and(eq(batchMigrations.chain, chain.symbol), eq(batchMigrations.status, 'approved')));
  for (const migration of approved) {
    await db.transaction(async (tx) => {
      const fromBlock = migration.deploymentBlock ?? chain.startBlock ?? 0;
      const registered = await tx
        .insert(contracts)
        .values({
          chain: chain.symbol,
          address: migration.sourceContractAddress,
          standard: migration.standard ?? 'ERC-721',
          name: migration.contractName,
          symbol: migration.contractSymbol,
          deployedBlockNumber: fromBlock,
        })
        .onConflictDoNothing()
        .returning({ id: contracts.id });
      // A contract the chain already follows has its history; one whose deployment the cursor has passed needs a backfill.
      if (registered.length > 0 && cursor && fromBlock <= cursor.blockNumber) {
        await tx
          .insert(contractBackfills)
          .values({ chain: chain.symbol, contractAddress: migration.sourceContractAddress, fromBlock })
          .onConflictDoNothing();
      }
      if (migration.tokenIdType === 'consecutive') {
        await tx.execute(sql`
          insert into ${batchMigrationTokens} (migration_id, token_id)
          select ${migration.id}, generate_series(${migration.rangeStart}::numeric, ${migration.rangeEnd}::numeric)
          on conflict do nothing`);
      } else {
        await tx.execute(sql`
          insert into ${batchMigrationTokens} (migration_id, token_id)
          select ${migration.id}, value::numeric from jsonb_array_elements_text(${JSON.stringify(migration.tokenIds ?? [])}::jsonb)
          on conflict do nothing`);
      }
      await tx
        .update(batchMigrations)
        .set({ status: 'importing', importStartedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(batchMigrations.id, migration.id), eq(batchMigrations.status, 'approved')));
    });
  }
}

type Backfill = typeof contractBackfills.$inferSelect;

async function openBackfills(db: Database, chain: string): Promise<Backfill[]> {
  return db
    .select()
    .from(contractBackfills)
    .where(and(eq(contractBackfills.chain, chain), eq(contractBackfills.done, false)));
}

/**
 * One range of a contract's backfill, up to the chain's cursor. The logs' block hashes must be those of the headers read;
 * a mismatch means the chain is reorganising: nothing is written and the follower's next poll recovers (the rollback
 * rewinds this backfill's cursor too, see rollBackImports).
 */
export async function backfillStep(context: FollowerContext, backfill: Backfill, cursor: Cursor): Promise<'progress' | 'done' | 'reorg'> {
  const { db, client, chain } = context;
  const [current] = await db.select().from(contractBackfills).where(eq(contractBackfills.id, backfill.id));
  if (!current || current.done) return 'done';
  const from = (current.cursorBlock ?? current.fromBlock - 1) + 1;
  const to = Math.min(from + context.batchSize - 1, cursor.blockNumber);
  if (from > to) {
    await db.update(contractBackfills).set({ done: true, updatedAt: new Date() }).where(eq(contractBackfills.id, backfill.id));
    return 'done';
  }
  const logs = await fetchLogs(client, [current.contractAddress], from, to);
  const headers = await readHeaders(
    client,
    logs.map((log) => log.blockNumber),
  );
  const effects = emptyEffects();
  for (const log of logs) {
    const header = headers.get(log.blockNumber);
    if (!header || header.blockHash !== log.blockHash) return 'reorg';
    handleLog(
      effects,
      {
        chain: chain.symbol,
        blockNumber: header.blockNumber,
        blockHash: header.blockHash,
        txHash: log.transactionHash,
        logIndex: log.logIndex,
        address: log.address,
        occurredAt: header.timestamp,
      },
      log,
    );
  }
  const done = to >= cursor.blockNumber;
  const jobs = await db.transaction(async (tx) => {
    // The ledger makes a repeat harmless: a range applied before a crash inserts nothing the second time.
    const created = await applyEffects(tx, chain.symbol, effects, () => null, chain.conduitAddress);
    await tx.update(contractBackfills).set({ cursorBlock: to, done, updatedAt: new Date() }).where(eq(contractBackfills.id, backfill.id));
    return created;
  });
  // Every token the backfill finds gets its name and picture, as the follower's mints do, requested or not: it is
  // listed like any other (docs/decisions/049-per-contract-backfill-and-import.md, update of 29 November).
  for (const job of jobs) await context.metadataQueue?.enqueue(job);
  return done ? 'done' : 'progress';
}

/**
 * Places one batch of pending tokens of one importing request whose contract's history is in, up to the chain's `cursor`.
 * False when no request has a token to decide.
 */
export async function importStep(context: FollowerContext, cursor: Cursor | undefined, batchSize: number): Promise<boolean> {
  const { db, chain } = context;
  const waiting = await backfillingAddresses(db, chain.symbol);
  const importing = await db
    .select()
    .from(batchMigrations)
    .where(and(eq(batchMigrations.chain, chain.symbol), eq(batchMigrations.status, 'importing')))
    .orderBy(batchMigrations.id);
  const reached = cursor?.blockNumber ?? -1;
  for (const migration of importing.filter((m) => !waiting.has(m.sourceContractAddress))) {
    // A request a reorganisation reopened places the tokens the new branch has minted at once, but calls a missing one
    // "not minted" only when the chain is back at the orphaned tip (rollBackImports): until then it may still come.
    const held = migration.reorgHoldBlock !== null && reached < migration.reorgHoldBlock;
    if (await importBatch(context, migration, held, batchSize)) return true;
  }
  return false;
}

type ImportingMigration = typeof batchMigrations.$inferSelect;

async function importBatch(context: FollowerContext, migration: ImportingMigration, held: boolean, batchSize: number): Promise<boolean> {
  const { db, chain } = context;
  const minted = sql`exists (select 1 from ${nfts} n where n.chain = ${chain.symbol}
    and n.contract_address = ${migration.sourceContractAddress} and n.token_id = ${batchMigrationTokens.tokenId} and n.deleted_at is null)`;
  const pendingWhere = and(
    eq(batchMigrationTokens.migrationId, migration.id),
    eq(batchMigrationTokens.status, 'pending'),
    held ? minted : undefined,
  );
  if (held && (await db.select({ id: batchMigrationTokens.id }).from(batchMigrationTokens).where(pendingWhere).limit(1)).length === 0) {
    return false;
  }
  const jobs: MetadataJob[] = [];
  await db.transaction(async (tx) => {
    const pending = await tx
      .select({ id: batchMigrationTokens.id, tokenId: batchMigrationTokens.tokenId })
      .from(batchMigrationTokens)
      .where(pendingWhere)
      .orderBy(batchMigrationTokens.tokenId)
      .limit(batchSize);
    if (pending.length > 0) {
      const tokenIds = pending.map((token) => token.tokenId);
      const present = await tx
        .select({ tokenId: nfts.tokenId, burned: nfts.burned })
        .from(nfts)
        .where(
          and(
            eq(nfts.chain, chain.symbol),
            eq(nfts.contractAddress, migration.sourceContractAddress),
            inArray(nfts.tokenId, tokenIds),
            sql`${nfts.deletedAt} is null`,
          ),
        );
      const burned = new Set(present.filter((row) => row.burned).map((row) => row.tokenId));
      const placeable = present.filter((row) => !row.burned).map((row) => row.tokenId);
      if (placeable.length > 0) {
        await tx
          .update(nfts)
          .set({ collectionId: migration.collectionId })
          .where(
            and(eq(nfts.chain, chain.symbol), eq(nfts.contractAddress, migration.sourceContractAddress), inArray(nfts.tokenId, placeable)),
          );
        await tx
          .update(batchMigrationTokens)
          .set({ status: 'imported', error: null, updatedAt: new Date() })
          .where(and(eq(batchMigrationTokens.migrationId, migration.id), inArray(batchMigrationTokens.tokenId, placeable)));
        for (const tokenId of placeable) {
          jobs.push({ chain: chain.symbol, contractAddress: migration.sourceContractAddress, tokenId, tokenUri: null });
        }
      }
      const placed = new Set(placeable);
      for (const tokenId of tokenIds.filter((id) => !placed.has(id))) {
        await tx
          .update(batchMigrationTokens)
          .set({ status: 'failed', error: burned.has(tokenId) ? 'burned' : 'not minted on the contract', updatedAt: new Date() })
          .where(and(eq(batchMigrationTokens.migrationId, migration.id), eq(batchMigrationTokens.tokenId, tokenId)));
      }
      await recountItems(tx, migration.collectionId);
    }
    await recount(tx, migration.id);
  });
  for (const job of jobs) await context.metadataQueue?.enqueue(job);
  return true;
}

/** Progress counts from the token rows; a request with nothing pending is done (failed when no token could be placed). */
async function recount(db: Database, migrationId: number): Promise<void> {
  await db.execute(sql`
    update ${batchMigrations} m set
      migrated_count = c.imported,
      failed_count = c.failed,
      status = case when c.pending > 0 then 'importing'::batch_migration_status
                    when c.imported > 0 then 'done'::batch_migration_status
                    else 'failed'::batch_migration_status end,
      failure_reason = case when c.pending = 0 and c.imported = 0 then 'none of the requested tokens exists on the contract' else null end,
      import_finished_at = case when c.pending = 0 then now() else null end,
      updated_at = now()
    from (
      select count(*) filter (where status = 'imported')::int as imported,
             count(*) filter (where status = 'failed')::int as failed,
             count(*) filter (where status = 'pending')::int as pending
      from ${batchMigrationTokens} where migration_id = ${migrationId}
    ) c
    where m.id = ${migrationId}`);
}

async function recountItems(db: Database, collectionId: number): Promise<void> {
  await db
    .update(collections)
    .set({
      itemCount: sql`(select count(*)::int from ${nfts} where ${nfts.collectionId} = ${collections.id} and not ${nfts.hidden} and not ${nfts.burned} and ${nfts.deletedAt} is null)`,
    })
    .where(eq(collections.id, collectionId));
}

/**
 * Part of the follower's rollback (same transaction, after the orphaned NFT rows are gone): backfills whose cursor lies
 * above the common ancestor go back to it, and imported tokens whose NFT row the rollback removed (or re-created without
 * the collection) are pending again, so the import places them once the new branch is indexed. Nothing is lost.
 */
export async function rollBackImports(db: Database, chain: string, fromBlock: number, orphanedTip: number): Promise<void> {
  await db.execute(sql`
    update ${contractBackfills} set
      cursor_block = greatest(${fromBlock - 1}, from_block - 1), done = false, updated_at = now()
    where chain = ${chain} and not done and cursor_block is not null and cursor_block >= ${fromBlock}`);
  const reopened = await db.execute<{ migration_id: number }>(sql`
    update ${batchMigrationTokens} t set status = 'pending', error = null, updated_at = now()
    from ${batchMigrations} m
    where m.id = t.migration_id and m.chain = ${chain} and t.status = 'imported'
      and not exists (
        select 1 from ${nfts} n
        where n.chain = m.chain and n.contract_address = m.source_contract_address and n.token_id = t.token_id
          and n.collection_id = m.collection_id)
    returning t.migration_id`);
  for (const migrationId of new Set(reopened.rows.map((row) => Number(row.migration_id)))) {
    // The new branch is indexed after this rollback, possibly poll by poll: a reopened token missing before the chain is
    // back at the orphaned tip may still be minted there, so the import waits for that height (importStep).
    await db
      .update(batchMigrations)
      .set({ reorgHoldBlock: sql`greatest(coalesce(${batchMigrations.reorgHoldBlock}, 0), ${orphanedTip})` })
      .where(eq(batchMigrations.id, migrationId));
    await recount(db, migrationId);
  }
}
