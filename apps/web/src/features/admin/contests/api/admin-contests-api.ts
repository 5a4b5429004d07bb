import type {
  AdminContestAwardBody,
  AdminContestInput,
  AdminContestReviewBody,
  AdminContestVoidBody,
  adminContestEntryListSchema,
  adminContestEntrySchema,
  adminContestListSchema,
  adminContestSchema,
  adminContestVoidResponseSchema,
  contestEntryPageSchema,
  contestTallySchema,
  ContestEntry,
} from '@nft/api-contract';
import { api } from '../../../../lib/api';
import { answer } from '../../../../lib/api-client';

/**
 * The console's contest calls (docs/product.md "Operator console", docs/decisions/044-contest-data-model-and-phases.md).
 * Keys sit under ['admin'], so a console action (useAdminAction) reloads them with the other console lists.
 */
export const adminContestKeys = {
  list: ['admin', 'contests'] as const,
  entries: (id: number, status: AdminEntryFilter) => ['admin', 'contests', id, 'entries', status] as const,
  tally: (id: number) => ['admin', 'contests', id, 'tally'] as const,
  ranked: (id: number, count: number) => ['admin', 'contests', id, 'ranked', count] as const,
};

export type AdminEntryFilter = 'all' | 'pending' | 'accepted' | 'rejected' | 'withdrawn';

export function getAdminContests(signal?: AbortSignal) {
  return api.get('/admin/contests', answer<typeof adminContestListSchema>(), { signal });
}

export function createContest(body: AdminContestInput) {
  return api.post('/admin/contests', body, answer<typeof adminContestSchema>());
}

/** Edit and reschedule: the body replaces every field, prizes included. */
export function updateContest(id: number, body: AdminContestInput) {
  return api.put(`/admin/contests/${id}`, body, answer<typeof adminContestSchema>());
}

/** The entries with the entrants' contact data: the one route that returns it (each read is audited). */
export function getAdminContestEntries(id: number, status: AdminEntryFilter, signal?: AbortSignal) {
  return api.get(`/admin/contests/${id}/entries`, answer<typeof adminContestEntryListSchema>(), { signal, query: { status } });
}

export function reviewContestEntry(id: number, entryId: number, body: AdminContestReviewBody) {
  return api.post(`/admin/contests/${id}/entries/${entryId}/review`, body, answer<typeof adminContestEntrySchema>());
}

export function voidContestVotes(id: number, body: AdminContestVoidBody) {
  return api.post(`/admin/contests/${id}/votes/void`, body, answer<typeof adminContestVoidResponseSchema>());
}

export function awardContestPrize(id: number, body: AdminContestAwardBody) {
  return api.post(`/admin/contests/${id}/awards`, body, answer<typeof adminContestSchema>());
}

export function publishContestResults(id: number) {
  return api.post(`/admin/contests/${id}/publish`, {}, answer<typeof adminContestSchema>());
}

/** The public tally (every vote with its voter and signature): the console groups it by voter to void fraud. */
export function getContestTally(id: number, signal?: AbortSignal) {
  return api.get(`/contests/${id}/tally`, answer<typeof contestTallySchema>(), { signal });
}

/**
 * The first `count` shown entries by votes, through the public list (no contact data): the finalists' names and
 * pictures for the awards. Follows the cursor, 100 a page.
 */
export async function getRankedEntries(id: number, count: number, signal?: AbortSignal): Promise<ContestEntry[]> {
  const entries: ContestEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.get(`/contests/${id}/entries`, answer<typeof contestEntryPageSchema>(), {
      signal,
      query: { sort: 'votes', limit: 100, cursor },
    });
    entries.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && entries.length < count);
  return entries;
}
