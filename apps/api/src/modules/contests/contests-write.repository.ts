import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  accounts,
  collections,
  constraintViolation,
  contestAwards,
  contestPrizes,
  contests,
  contestSubmissionContacts,
  contestSubmissions,
  contestVotes,
  nfts,
  ownerships,
  type Database,
} from '@nft/db';
import type { ContestEntriesQuery, ContestEntryStatus, ContestStatus } from '@nft/api-contract';
import { containsPattern } from '../../lib/like-pattern';
import { entriesQuery, entrySort, shownEntry, type ContestRow } from './contests.repository';

/** Contests of one status at `at`: ongoing ends soonest first, finished newest first. */
export async function listContestRows(db: Database, status: ContestStatus, at: Date, limit: number, offset: number): Promise<ContestRow[]> {
  const finished = or(isNotNull(contests.resultsPublishedAt), lte(contests.resultsAt, at))!;
  return db
    .select()
    .from(contests)
    .where(status === 'finished' ? finished : and(isNull(contests.resultsPublishedAt), gt(contests.resultsAt, at)))
    .orderBy(...(status === 'finished' ? [desc(contests.resultsAt), desc(contests.id)] : [asc(contests.votingEndsAt), asc(contests.id)]))
    .limit(limit)
    .offset(offset);
}

export async function listAllContests(db: Database): Promise<ContestRow[]> {
  return db.select().from(contests).orderBy(desc(contests.id)).limit(200);
}

export function listShownEntries(db: Database, contestId: number, query: ContestEntriesQuery, limit: number, offset: number) {
  const search = query.q ? or(ilike(nfts.name, containsPattern(query.q)), ilike(accounts.address, containsPattern(query.q))) : undefined;
  return entriesQuery(db, and(eq(contestSubmissions.contestId, contestId), shownEntry, search))
    .orderBy(...entrySort[query.sort])
    .limit(limit)
    .offset(offset);
}

export function entryRowsWhere(db: Database, where: SQL | undefined) {
  return entriesQuery(db, where).orderBy(asc(contestSubmissions.id));
}

export const ownEntries = (contestId: number, accountId: number) =>
  and(eq(contestSubmissions.contestId, contestId), eq(contestSubmissions.accountId, accountId));

export const oneEntry = (entryId: number) => eq(contestSubmissions.id, entryId);

/** An operator's filter by review status; withdrawn is its own status. */
export function entriesByStatus(contestId: number, status: ContestEntryStatus | 'all'): SQL | undefined {
  const filter =
    status === 'all'
      ? undefined
      : status === 'withdrawn'
        ? isNotNull(contestSubmissions.withdrawnAt)
        : and(isNull(contestSubmissions.withdrawnAt), eq(contestSubmissions.status, status));
  return and(eq(contestSubmissions.contestId, contestId), filter);
}

export async function shownEntryIds(db: Database, contestId: number): Promise<number[]> {
  const rows = await db
    .select({ id: contestSubmissions.id })
    .from(contestSubmissions)
    .where(and(eq(contestSubmissions.contestId, contestId), shownEntry))
    .orderBy(asc(contestSubmissions.id));
  return rows.map((row) => row.id);
}

/** The entries an account voted for in a contest, voided votes included, oldest first. */
export async function votedEntryIds(db: Database, contestId: number, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ entryId: contestVotes.submissionId })
    .from(contestVotes)
    .where(and(eq(contestVotes.contestId, contestId), eq(contestVotes.accountId, accountId)))
    .orderBy(asc(contestVotes.createdAt));
  return rows.map((row) => row.entryId);
}

export type NftKey = { chain: string; contractAddress: string; tokenId: string };

/** The NFT an entry names, when it is on the marketplace and shown (not deleted, hidden or burned). */
export async function findEnterableNft(db: Database, key: NftKey) {
  const [nft] = await db
    .select({
      id: nfts.id,
      chain: nfts.chain,
      collectionId: nfts.collectionId,
      creatorAddress: nfts.creatorAddress,
      imageMediaId: nfts.imageMediaId,
    })
    .from(nfts)
    .where(
      and(
        eq(nfts.chain, key.chain),
        eq(nfts.contractAddress, key.contractAddress),
        eq(nfts.tokenId, key.tokenId),
        sql`${nfts.deletedAt} is null and not ${nfts.hidden} and not ${nfts.burned}`,
      ),
    );
  return nft;
}

export async function holdsNft(db: Database, key: NftKey, owner: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(ownerships)
    .where(
      and(
        eq(ownerships.chain, key.chain),
        eq(ownerships.contractAddress, key.contractAddress),
        eq(ownerships.tokenId, key.tokenId),
        eq(ownerships.owner, owner),
        sql`${ownerships.balance} > 0`,
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Locks the account's row: one account's entries and votes are serialised on it, so the per-account limits hold. */
export async function lockAccount(tx: Database, accountId: number): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

export async function liveEntryCount(tx: Database, contestId: number, accountId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(contestSubmissions)
    .where(and(ownEntries(contestId, accountId), isNull(contestSubmissions.withdrawnAt)));
  return row?.n ?? 0;
}

/** The new entry's id, or undefined when the NFT already has a live entry in the contest. */
export async function insertEntry(tx: Database, values: typeof contestSubmissions.$inferInsert): Promise<number | undefined> {
  try {
    const [row] = await tx.insert(contestSubmissions).values(values).returning({ id: contestSubmissions.id });
    return row!.id;
  } catch (error) {
    if (constraintViolation(error)?.constraint === 'contest_submissions_live_nft_key') return undefined;
    throw error;
  }
}

export async function insertContact(tx: Database, entryId: number, sealed: string): Promise<void> {
  await tx.insert(contestSubmissionContacts).values({ submissionId: entryId, sealed });
}

export async function findEntryForUpdate(tx: Database, contestId: number, entryId: number, accountId?: number) {
  const [entry] = await tx
    .select()
    .from(contestSubmissions)
    .where(
      and(
        eq(contestSubmissions.id, entryId),
        eq(contestSubmissions.contestId, contestId),
        accountId === undefined ? undefined : eq(contestSubmissions.accountId, accountId),
      ),
    )
    .for('update');
  return entry;
}

/** Marks the entry withdrawn and deletes its contact data in the same transaction. */
export async function withdrawEntry(tx: Database, entryId: number, at: Date): Promise<void> {
  await tx.update(contestSubmissions).set({ withdrawnAt: at }).where(eq(contestSubmissions.id, entryId));
  await tx.delete(contestSubmissionContacts).where(eq(contestSubmissionContacts.submissionId, entryId));
}

export async function findEntryShown(db: Database, contestId: number, entryId: number) {
  const [entry] = await db
    .select({ id: contestSubmissions.id, shown: sql<boolean>`(${shownEntry})` })
    .from(contestSubmissions)
    .where(and(eq(contestSubmissions.id, entryId), eq(contestSubmissions.contestId, contestId)));
  return entry;
}

export async function nonceUsed(tx: Database, voter: string, nonce: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(contestVotes)
    .where(and(eq(contestVotes.voterAddress, voter), eq(contestVotes.nonce, nonce)));
  return (row?.n ?? 0) > 0;
}

/** Inserts the vote and counts it on the entry: 'replayed' / 'duplicate' when a unique rule refused it. */
export async function insertVote(tx: Database, values: typeof contestVotes.$inferInsert): Promise<number | 'replayed' | 'duplicate'> {
  try {
    await tx.insert(contestVotes).values(values);
  } catch (error) {
    const violation = constraintViolation(error);
    if (violation?.constraint === 'contest_votes_nonce_key') return 'replayed';
    if (violation?.constraint === 'contest_votes_pkey') return 'duplicate';
    throw error;
  }
  const [updated] = await tx
    .update(contestSubmissions)
    .set({ voteCount: sql`${contestSubmissions.voteCount} + 1` })
    .where(eq(contestSubmissions.id, values.submissionId))
    .returning({ votes: contestSubmissions.voteCount });
  return updated!.votes;
}

/** Voids an account's counted votes in a contest and uncounts them; the entries they were for. */
export async function voidVotes(tx: Database, contestId: number, voter: string, reason: string, at: Date): Promise<number[]> {
  const voided = await tx
    .update(contestVotes)
    .set({ voidedAt: at, voidReason: reason })
    .where(and(eq(contestVotes.contestId, contestId), eq(contestVotes.voterAddress, voter), isNull(contestVotes.voidedAt)))
    .returning({ entryId: contestVotes.submissionId });
  for (const { entryId } of voided)
    await tx
      .update(contestSubmissions)
      .set({ voteCount: sql`${contestSubmissions.voteCount} - 1` })
      .where(eq(contestSubmissions.id, entryId));
  return voided.map((vote) => vote.entryId);
}

export async function voidedVoteCount(db: Database, contestId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contestVotes)
    .where(and(eq(contestVotes.contestId, contestId), isNotNull(contestVotes.voidedAt)));
  return row?.n ?? 0;
}

export async function existingCollectionIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: collections.id }).from(collections).where(inArray(collections.id, ids));
  return new Set(rows.map((row) => row.id));
}

export type ContestValues = Omit<typeof contests.$inferInsert, 'id' | 'createdAt'>;

export async function insertContest(tx: Database, values: ContestValues): Promise<number> {
  const [row] = await tx.insert(contests).values(values).returning({ id: contests.id });
  return row!.id;
}

export async function updateContest(tx: Database, id: number, values: Partial<ContestValues>): Promise<void> {
  await tx.update(contests).set(values).where(eq(contests.id, id));
}

export type PrizeValues = Pick<typeof contestPrizes.$inferInsert, 'name' | 'amount' | 'token' | 'awardedBy' | 'winners'>;

export async function prizeRows(tx: Database, contestId: number) {
  return tx.select().from(contestPrizes).where(eq(contestPrizes.contestId, contestId)).orderBy(asc(contestPrizes.position));
}

/**
 * Prizes matched by position: an edited prize keeps its id (and its awards, unless it is now awarded by votes);
 * positions past the new list are deleted with their awards.
 */
export async function writePrizes(tx: Database, contestId: number, prizes: PrizeValues[]): Promise<void> {
  const byPosition = new Map((await prizeRows(tx, contestId)).map((row) => [row.position, row]));
  for (const [index, values] of prizes.entries()) {
    const position = index + 1;
    const current = byPosition.get(position);
    if (current) {
      await tx.update(contestPrizes).set(values).where(eq(contestPrizes.id, current.id));
      if (values.awardedBy === 'votes') await tx.delete(contestAwards).where(eq(contestAwards.prizeId, current.id));
    } else await tx.insert(contestPrizes).values({ contestId, position, ...values });
  }
  await tx.delete(contestPrizes).where(and(eq(contestPrizes.contestId, contestId), gt(contestPrizes.position, prizes.length)));
}

export async function setReview(
  tx: Database,
  entryId: number,
  status: 'accepted' | 'rejected',
  reason: string | null,
  at: Date,
): Promise<void> {
  await tx.update(contestSubmissions).set({ status, reviewReason: reason, reviewedAt: at }).where(eq(contestSubmissions.id, entryId));
}

export async function sealedContacts(db: Database, entryIds: number[]) {
  if (entryIds.length === 0) return [];
  return db.select().from(contestSubmissionContacts).where(inArray(contestSubmissionContacts.submissionId, entryIds));
}

export async function findPrize(tx: Database, contestId: number, prizeId: number) {
  const [prize] = await tx
    .select()
    .from(contestPrizes)
    .where(and(eq(contestPrizes.id, prizeId), eq(contestPrizes.contestId, contestId)));
  return prize;
}

/** Replaces a judged prize's winners; false when an entry already holds another judged prize. The winners before. */
export async function replaceAwards(
  tx: Database,
  contestId: number,
  prizeId: number,
  entryIds: number[],
): Promise<{ ok: boolean; before: number[] }> {
  const before = await tx.select({ entryId: contestAwards.submissionId }).from(contestAwards).where(eq(contestAwards.prizeId, prizeId));
  await tx.delete(contestAwards).where(eq(contestAwards.prizeId, prizeId));
  try {
    if (entryIds.length > 0)
      await tx.insert(contestAwards).values(entryIds.map((entryId) => ({ prizeId, submissionId: entryId, contestId })));
  } catch (error) {
    if (constraintViolation(error)?.kind === 'unique') return { ok: false, before: before.map((row) => row.entryId) };
    throw error;
  }
  return { ok: true, before: before.map((row) => row.entryId) };
}

export function isForeignKeyViolation(error: unknown): boolean {
  return constraintViolation(error)?.kind === 'foreign_key';
}
