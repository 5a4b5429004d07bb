import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  accounts,
  collections,
  contestAwards,
  contestPrizes,
  contestSubmissions,
  contests,
  contestVotes,
  nfts,
  type Database,
} from '@nft/db';
import type { ContestDetail, ContestEntry, ContestMyEntry, ContestPrize, ContestResults, ContestSummary } from '@nft/api-contract';
import { loadMedia } from '../media/media.repository';
import { computeResults, contestPhase, contestStatus } from './contest-phase';

export type ContestRow = typeof contests.$inferSelect;
export type EntryRow = typeof contestSubmissions.$inferSelect;
type PrizeRow = typeof contestPrizes.$inferSelect;

/** Entries everyone sees: not withdrawn, not rejected (docs/decisions/044-contest-data-model-and-phases.md). */
export const shownEntry: SQL = sql`${contestSubmissions.withdrawnAt} is null and ${contestSubmissions.status} <> 'rejected'`;

export const nftPagePath = (chain: string, contractAddress: string, tokenId: string) =>
  `/nft-detail/${chain}/${contractAddress}/${tokenId}`;

/** chain, contract and token id of a canonical entry path (`nft_url`). */
export function parseNftPath(path: string): { chain: string; contractAddress: string; tokenId: string } | undefined {
  const match = /^\/nft-detail\/([A-Za-z0-9_-]{1,16})\/([0-9A-Za-z]{1,64})\/(\d{1,78})\/?$/.exec(path);
  if (!match) return undefined;
  return { chain: match[1]!, contractAddress: match[2]!, tokenId: match[3]! };
}

export async function findContest(db: Database, id: number, lock = false): Promise<ContestRow | undefined> {
  const query = db.select().from(contests).where(eq(contests.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function prizesOf(db: Database, contestIds: number[]): Promise<Map<number, PrizeRow[]>> {
  const map = new Map<number, PrizeRow[]>();
  if (contestIds.length === 0) return map;
  const rows = await db
    .select()
    .from(contestPrizes)
    .where(inArray(contestPrizes.contestId, contestIds))
    .orderBy(asc(contestPrizes.position));
  for (const row of rows) map.set(row.contestId, [...(map.get(row.contestId) ?? []), row]);
  return map;
}

export function prizeView(row: PrizeRow): ContestPrize {
  return {
    id: row.id,
    position: row.position,
    name: row.name,
    amount: row.amount,
    token: row.token,
    awardedBy: row.awardedBy,
    winners: row.winners,
  };
}

/** Sum of amount x winners per token, in decimal (amounts have at most 18 decimals). */
export function prizePool(prizes: PrizeRow[]): { token: string; amount: string }[] {
  const scale = 10n ** 18n;
  const totals = new Map<string, bigint>();
  for (const prize of prizes) {
    const [whole = '0', fraction = ''] = prize.amount.split('.');
    const units = BigInt(whole) * scale + BigInt((fraction + '0'.repeat(18)).slice(0, 18));
    totals.set(prize.token, (totals.get(prize.token) ?? 0n) + units * BigInt(prize.winners));
  }
  return [...totals].map(([token, units]) => {
    const fraction = (units % scale).toString().padStart(18, '0').replace(/0+$/, '');
    return { token, amount: `${units / scale}${fraction ? `.${fraction}` : ''}` };
  });
}

type Counts = { shown: number; votes: number; pending: number; accepted: number; rejected: number; withdrawn: number };

export async function entryCounts(db: Database, contestIds: number[]): Promise<Map<number, Counts>> {
  const map = new Map<number, Counts>();
  if (contestIds.length === 0) return map;
  const rows = await db
    .select({
      contestId: contestSubmissions.contestId,
      shown: sql<number>`(count(*) filter (where ${shownEntry}))::int`,
      votes: sql<number>`(coalesce(sum(${contestSubmissions.voteCount}) filter (where ${shownEntry}), 0))::int`,
      pending: sql<number>`(count(*) filter (where ${contestSubmissions.withdrawnAt} is null and ${contestSubmissions.status} = 'pending'))::int`,
      accepted: sql<number>`(count(*) filter (where ${contestSubmissions.withdrawnAt} is null and ${contestSubmissions.status} = 'accepted'))::int`,
      rejected: sql<number>`(count(*) filter (where ${contestSubmissions.withdrawnAt} is null and ${contestSubmissions.status} = 'rejected'))::int`,
      withdrawn: sql<number>`(count(*) filter (where ${contestSubmissions.withdrawnAt} is not null))::int`,
    })
    .from(contestSubmissions)
    .where(inArray(contestSubmissions.contestId, contestIds))
    .groupBy(contestSubmissions.contestId);
  for (const row of rows) map.set(row.contestId, row);
  return map;
}

/** Summaries of contest rows, with what they need loaded in a few queries (no query per contest). */
export async function summarize(db: Database, rows: ContestRow[], now: Date, mediaOrigin: string): Promise<ContestSummary[]> {
  const ids = rows.map((row) => row.id);
  const [prizes, counts, media] = await Promise.all([
    prizesOf(db, ids),
    entryCounts(db, ids),
    loadMedia(
      db,
      rows.map((row) => row.bannerMediaId),
      mediaOrigin,
    ),
  ]);
  const collectionIds = [...new Set(rows.flatMap((row) => row.allowedCollectionIds))];
  const collectionRows = collectionIds.length
    ? await db
        .select({ id: collections.id, chain: collections.chain, name: collections.name, contractAddress: collections.contractAddress })
        .from(collections)
        .where(inArray(collections.id, collectionIds))
    : [];
  const collectionById = new Map(collectionRows.map((row) => [row.id, row]));
  return rows.map((row) => {
    const phase = contestPhase(row, now);
    const contestPrizeRows = prizes.get(row.id) ?? [];
    const count = counts.get(row.id);
    return {
      id: row.id,
      title: { en: row.title, ja: row.titleJa || row.title },
      description: { en: row.description ?? '', ja: row.descriptionJa || (row.description ?? '') },
      bannerUrl: media(row.bannerMediaId)?.url ?? null,
      phase,
      status: contestStatus(phase),
      entriesStartAt: row.submissionsStartAt.toISOString(),
      votingStartAt: row.votingStartsAt.toISOString(),
      judgingStartAt: row.votingEndsAt.toISOString(),
      resultsAt: row.resultsAt.toISOString(),
      resultsPublishedAt: row.resultsPublishedAt?.toISOString() ?? null,
      finalistCount: row.finalistCount,
      votesPerAccount: row.votesPerAccount,
      entriesPerCreator: row.entriesPerCreator,
      allowedChains: row.allowedChains,
      allowedCollections: row.allowedCollectionIds.flatMap((id) => {
        const collection = collectionById.get(id);
        return collection ? [collection] : [];
      }),
      prizes: contestPrizeRows.map(prizeView),
      prizePool: prizePool(contestPrizeRows),
      entryCount: count?.shown ?? 0,
      voteCount: count?.votes ?? 0,
    };
  });
}

/**
 * The standings as they are now: finalists by counted votes, prizes by votes, judged awards. One query after the
 * other: awarding a judged prize reads them inside its transaction, and a transaction is one connection, where
 * queries sent side by side only queue (pg warns, and pg 9 refuses).
 */
export async function standings(db: Database, contest: ContestRow): Promise<ContestResults> {
  const entries = await db
    .select({ id: contestSubmissions.id, votes: contestSubmissions.voteCount })
    .from(contestSubmissions)
    .where(and(eq(contestSubmissions.contestId, contest.id), shownEntry));
  const prizes = await prizesOf(db, [contest.id]);
  const judged = await db
    .select({ prizeId: contestAwards.prizeId, entryId: contestAwards.submissionId })
    .from(contestAwards)
    .where(eq(contestAwards.contestId, contest.id))
    .orderBy(asc(contestAwards.createdAt), asc(contestAwards.submissionId));
  return computeResults(entries, contest.finalistCount, prizes.get(contest.id) ?? [], judged);
}

export async function detail(db: Database, contest: ContestRow, now: Date, mediaOrigin: string): Promise<ContestDetail> {
  const [summary] = await summarize(db, [contest], now, mediaOrigin);
  return {
    ...summary!,
    rules: { en: contest.rules ?? '', ja: contest.rulesJa || (contest.rules ?? '') },
    tallyUrl: `/v1/contests/${contest.id}/tally`,
    results: summary!.phase === 'results' ? await standings(db, contest) : null,
  };
}

const entryColumns = {
  entry: contestSubmissions,
  creatorAddress: accounts.address,
  nftName: nfts.name,
  nftImageMediaId: nfts.imageMediaId,
};

type EntryJoined = { entry: EntryRow; creatorAddress: string; nftName: string | null; nftImageMediaId: number | null };

export function entriesQuery(db: Database, where: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(contestSubmissions)
    .innerJoin(accounts, eq(accounts.id, contestSubmissions.accountId))
    .leftJoin(nfts, eq(nfts.id, contestSubmissions.nftId))
    .where(where);
}

export async function entryViews(db: Database, rows: EntryJoined[], mediaOrigin: string): Promise<ContestMyEntry[]> {
  const media = await loadMedia(
    db,
    rows.map((row) => row.entry.imageMediaId ?? row.nftImageMediaId),
    mediaOrigin,
  );
  return rows.map(({ entry, creatorAddress, nftName, nftImageMediaId }) => {
    const nft = parseNftPath(entry.nftUrl) ?? { chain: entry.chain, contractAddress: '', tokenId: '' };
    const image = media(entry.imageMediaId ?? nftImageMediaId) ?? null;
    return {
      id: entry.id,
      contestId: entry.contestId,
      nft: { ...nft, name: nftName, imageUrl: image?.url ?? null, image, url: entry.nftUrl },
      creatorAddress,
      status: entry.withdrawnAt ? 'withdrawn' : entry.status,
      votes: entry.voteCount,
      createdAt: entry.createdAt.toISOString(),
      reviewReason: entry.reviewReason,
      chain: entry.chain,
      walletAddress: entry.walletAddress,
      withdrawnAt: entry.withdrawnAt?.toISOString() ?? null,
    };
  });
}

/** The public view of an entry: only the fields of contestEntrySchema (never contact data or the prize wallet). */
export function publicEntry(entry: ContestMyEntry): ContestEntry {
  return {
    id: entry.id,
    contestId: entry.contestId,
    nft: entry.nft,
    creatorAddress: entry.creatorAddress,
    status: entry.status === 'accepted' ? 'accepted' : 'pending',
    votes: entry.votes,
    createdAt: entry.createdAt,
  };
}

export const entrySort = {
  votes: [desc(contestSubmissions.voteCount), asc(contestSubmissions.id)],
  newest: [desc(contestSubmissions.createdAt), desc(contestSubmissions.id)],
} as const;

export async function votesOf(db: Database, contestId: number) {
  return db
    .select()
    .from(contestVotes)
    .where(eq(contestVotes.contestId, contestId))
    .orderBy(asc(contestVotes.createdAt), asc(contestVotes.submissionId), asc(contestVotes.accountId));
}
