import type { ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import type {
  AdminContest,
  AdminContestAwardBody,
  AdminContestBody,
  AdminContestEntry,
  AdminContestReviewBody,
  AdminContestVoidBody,
  ContestEntryStatus,
} from '@nft/api-contract';
import { AppError } from '@nft/shared';
import { recordAdminAction, type AdminActor } from '../admin/audit-log';
import { openContact } from '../contests/contact-seal';
import { contestPhase } from '../contests/contest-phase';
import { detail, entryCounts, entryViews, findContest, standings, type ContestRow } from '../contests/contests.repository';
import {
  entriesByStatus,
  entryRowsWhere,
  existingCollectionIds,
  findEntryForUpdate,
  findPrize,
  insertContest,
  isForeignKeyViolation,
  listAllContests,
  oneEntry,
  prizeRows,
  replaceAwards,
  sealedContacts,
  setReview,
  updateContest,
  voidedVoteCount,
  voidVotes,
  writePrizes,
} from '../contests/contests-write.repository';

export type AdminContestsServiceDeps = {
  db: Database;
  chains: ChainRegistry;
  mediaOrigin: string;
  contactKey: Uint8Array | undefined;
  now?: () => Date;
};

export type AdminContestsService = {
  list(): Promise<{ items: AdminContest[] }>;
  create(actor: AdminActor, body: AdminContestBody): Promise<AdminContest>;
  update(actor: AdminActor, id: number, body: AdminContestBody): Promise<AdminContest>;
  entries(actor: AdminActor, id: number, status: ContestEntryStatus | 'all'): Promise<{ items: AdminContestEntry[] }>;
  review(actor: AdminActor, id: number, entryId: number, body: AdminContestReviewBody): Promise<AdminContestEntry>;
  voidVotes(actor: AdminActor, id: number, body: AdminContestVoidBody): Promise<{ voided: number }>;
  award(actor: AdminActor, id: number, body: AdminContestAwardBody): Promise<AdminContest>;
  publish(actor: AdminActor, id: number): Promise<AdminContest>;
};

type Issue = { path: string; code: string; message: string };
const invalid = (issues: Issue[]) => new AppError('validation_failed', undefined, { details: { in: 'body', issues } });

/** The contest's columns from the console's form: the four phase dates map onto the stored periods. */
function contestValues(body: AdminContestBody) {
  const votingStart = new Date(body.votingStartAt);
  const judgingStart = new Date(body.judgingStartAt);
  return {
    title: body.title.en,
    titleJa: body.title.ja,
    description: body.description.en || null,
    descriptionJa: body.description.ja || null,
    rules: body.rules.en || null,
    rulesJa: body.rules.ja || null,
    bannerMediaId: body.bannerMediaId,
    allowedChains: [...new Set(body.allowedChains)],
    allowedCollectionIds: [...new Set(body.allowedCollectionIds)],
    submissionsStartAt: new Date(body.entriesStartAt),
    submissionsEndAt: votingStart,
    votingStartsAt: votingStart,
    votingEndsAt: judgingStart,
    resultsAt: new Date(body.resultsAt),
    finalistCount: body.finalistCount,
    votesPerAccount: body.votesPerAccount,
    entriesPerCreator: body.entriesPerCreator,
  };
}

/**
 * The operator console's contests (docs/product.md "Operator console", docs/decisions/044-contest-data-model-and-phases.md):
 * create, edit and schedule, review entries, see contact data, void votes, award judged prizes, publish. Every write
 * and every reading of contact data is recorded in the audit log (docs/decisions/036-operators-and-audit-log.md).
 */
export function createAdminContestsService({
  db,
  chains,
  mediaOrigin,
  contactKey,
  now = () => new Date(),
}: AdminContestsServiceDeps): AdminContestsService {
  async function view(contest: ContestRow): Promise<AdminContest> {
    const [base, counts, voided, current] = await Promise.all([
      detail(db, contest, now(), mediaOrigin),
      entryCounts(db, [contest.id]),
      voidedVoteCount(db, contest.id),
      standings(db, contest),
    ]);
    const count = counts.get(contest.id);
    return {
      ...base,
      bannerMediaId: contest.bannerMediaId,
      entryCounts: {
        pending: count?.pending ?? 0,
        accepted: count?.accepted ?? 0,
        rejected: count?.rejected ?? 0,
        withdrawn: count?.withdrawn ?? 0,
      },
      voidedVoteCount: voided,
      standings: current,
      contactsPurgedAt: contest.contactsPurgedAt?.toISOString() ?? null,
    };
  }

  async function contestOr404(id: number, tx: Database = db, lock = false): Promise<ContestRow> {
    const contest = await findContest(tx, id, lock);
    if (!contest) throw new AppError('contest_not_found');
    return contest;
  }

  async function checkReferences(body: AdminContestBody): Promise<void> {
    const issues: Issue[] = [];
    const known = new Set<string>(chains.all().map((chain) => chain.symbol));
    body.allowedChains.forEach((symbol, index) => {
      if (!known.has(symbol)) issues.push({ path: `/allowedChains/${index}`, code: 'unknown_chain', message: 'unknown chain' });
    });
    const ids = await existingCollectionIds(db, body.allowedCollectionIds);
    body.allowedCollectionIds.forEach((id, index) => {
      if (!ids.has(id)) issues.push({ path: `/allowedCollectionIds/${index}`, code: 'unknown_collection', message: 'no such collection' });
    });
    if (issues.length > 0) throw invalid(issues);
  }

  function bannerError(error: unknown): never {
    if (isForeignKeyViolation(error)) throw invalid([{ path: '/bannerMediaId', code: 'invalid_media', message: 'no such uploaded media' }]);
    throw error;
  }

  return {
    async list() {
      const rows = await listAllContests(db);
      return { items: await Promise.all(rows.map(view)) };
    },

    async create(actor, body) {
      await checkReferences(body);
      const id = await db
        .transaction(async (tx) => {
          const created = await insertContest(tx, contestValues(body));
          await writePrizes(tx, created, body.prizes);
          await recordAdminAction(tx, {
            actor,
            action: 'contest.create',
            targetType: 'contest',
            targetId: created,
            before: null,
            after: body,
          });
          return created;
        })
        .catch(bannerError);
      return view(await contestOr404(id));
    },

    async update(actor, id, body) {
      await checkReferences(body);
      await db
        .transaction(async (tx) => {
          const before = await contestOr404(id, tx, true);
          const beforePrizes = await prizeRows(tx, id);
          await updateContest(tx, id, { ...contestValues(body), updatedAt: now() });
          await writePrizes(tx, id, body.prizes);
          await recordAdminAction(tx, {
            actor,
            action: 'contest.update',
            targetType: 'contest',
            targetId: id,
            before: { ...before, prizes: beforePrizes },
            after: body,
          });
        })
        .catch(bannerError);
      return view(await contestOr404(id));
    },

    async entries(actor, id, status) {
      await contestOr404(id);
      const rows = await entryRowsWhere(db, entriesByStatus(id, status));
      const views = await entryViews(db, rows, mediaOrigin);
      const sealed = await sealedContacts(
        db,
        views.map((entry) => entry.id),
      );
      if (sealed.length > 0 && !contactKey) throw new AppError('service_unavailable', 'contact data needs CONTEST_CONTACT_KEY');
      const contactOf = new Map(sealed.map((row) => [row.submissionId, openContact(contactKey!, row.submissionId, row.sealed)]));
      // Reading contact data is itself recorded: who saw whose, and when.
      await recordAdminAction(db, {
        actor,
        action: 'contest.contacts_view',
        targetType: 'contest',
        targetId: id,
        before: null,
        after: { status, entries: [...contactOf.keys()] },
      });
      const reviewedAt = new Map(rows.map((row) => [row.entry.id, row.entry.reviewedAt]));
      return {
        items: views.map((entry) => ({
          ...entry,
          contact: contactOf.get(entry.id) ?? null,
          reviewedAt: reviewedAt.get(entry.id)?.toISOString() ?? null,
        })),
      };
    },

    async review(actor, id, entryId, body) {
      await contestOr404(id);
      await db.transaction(async (tx) => {
        const entry = await findEntryForUpdate(tx, id, entryId);
        if (!entry || entry.withdrawnAt) throw new AppError('contest_entry_not_found');
        const reason = body.status === 'rejected' ? body.reason : null;
        await setReview(tx, entryId, body.status, reason, now());
        await recordAdminAction(tx, {
          actor,
          action: 'contest.entry_review',
          targetType: 'contest_entry',
          targetId: entryId,
          before: { status: entry.status, reviewReason: entry.reviewReason },
          after: { status: body.status, reviewReason: reason },
        });
      });
      const rows = await entryRowsWhere(db, oneEntry(entryId));
      const [entryView] = await entryViews(db, rows, mediaOrigin);
      return { ...entryView!, contact: null, reviewedAt: rows[0]!.entry.reviewedAt?.toISOString() ?? null };
    },

    async voidVotes(actor, id, body) {
      await contestOr404(id);
      return db.transaction(async (tx) => {
        const voided = await voidVotes(tx, id, body.voter, body.reason, now());
        await recordAdminAction(tx, {
          actor,
          action: 'contest.votes_void',
          targetType: 'contest',
          targetId: id,
          before: null,
          after: { voter: body.voter, reason: body.reason, entries: voided },
        });
        return { voided: voided.length };
      });
    },

    async award(actor, id, body) {
      await db.transaction(async (tx) => {
        const contest = await contestOr404(id, tx, true);
        if (contestPhase(contest, now()) !== 'judging') throw new AppError('contest_not_judging');
        const prize = await findPrize(tx, id, body.prizeId);
        const wanted = [...new Set(body.entryIds)];
        if (!prize || prize.awardedBy !== 'judges' || wanted.length > prize.winners) throw new AppError('contest_award_invalid');
        const finalists = new Set((await standings(tx, contest)).finalists.map((finalist) => finalist.entryId));
        if (wanted.some((entryId) => !finalists.has(entryId))) throw new AppError('contest_award_invalid');
        const replaced = await replaceAwards(tx, id, prize.id, wanted);
        // One judged prize per entry (contest_awards_submission_key).
        if (!replaced.ok) throw new AppError('contest_award_invalid');
        await recordAdminAction(tx, {
          actor,
          action: 'contest.award',
          targetType: 'contest_prize',
          targetId: prize.id,
          before: { entryIds: replaced.before },
          after: { entryIds: wanted },
        });
      });
      return view(await contestOr404(id));
    },

    async publish(actor, id) {
      await db.transaction(async (tx) => {
        const contest = await contestOr404(id, tx, true);
        if (contestPhase(contest, now()) !== 'judging') throw new AppError('contest_not_judging');
        const at = now();
        await updateContest(tx, id, { resultsPublishedAt: at, updatedAt: at });
        await recordAdminAction(tx, {
          actor,
          action: 'contest.publish',
          targetType: 'contest',
          targetId: id,
          before: null,
          after: { resultsPublishedAt: at },
        });
      });
      return view(await contestOr404(id));
    },
  };
}
