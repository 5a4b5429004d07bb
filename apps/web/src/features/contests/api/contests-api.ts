import {
  accountNftPageSchema,
  contestDetailSchema,
  contestEntryPageSchema,
  contestMineSchema,
  contestMyEntrySchema,
  contestPageSchema,
  contestVoteResponseSchema,
  type ContestEntryInput,
  type ContestStatus,
  type ContestVoteInput,
} from '@nft/api-contract';
import { api } from '../../../lib/api';

// The public contest routes (docs/decisions/044-contest-data-model-and-phases.md), parsed with the API contract's schemas.

export type EntrySort = 'votes' | 'newest';

export const contestKeys = {
  all: ['contests'] as const,
  list: (status: ContestStatus) => ['contests', 'list', status] as const,
  detail: (id: number) => ['contests', 'detail', id] as const,
  entries: (id: number, sort: EntrySort, q: string) => ['contests', 'entries', id, sort, q] as const,
  mine: (id: number, address: string) => ['contests', 'mine', id, address.toLowerCase()] as const,
  ownNfts: (tab: 'collected' | 'created', address: string) => ['contests', 'own-nfts', tab, address.toLowerCase()] as const,
};

export function getContests(status: ContestStatus, signal?: AbortSignal) {
  return api.get('/contests', contestPageSchema, { signal, query: { status, limit: 100 } });
}

export function getContest(id: number, signal?: AbortSignal) {
  return api.get(`/contests/${id}`, contestDetailSchema, { signal });
}

export function getContestEntries(
  id: number,
  query: { sort: EntrySort; q: string; cursor?: string; limit?: number },
  signal?: AbortSignal,
) {
  return api.get(`/contests/${id}/entries`, contestEntryPageSchema, {
    signal,
    query: { sort: query.sort, q: query.q || undefined, cursor: query.cursor, limit: query.limit ?? 48 },
  });
}

/** The signed-in account's votes left and own entries. */
export function getMyContest(id: number, signal?: AbortSignal) {
  return api.get(`/contests/${id}/me`, contestMineSchema, { signal });
}

export function postContestEntry(id: number, body: ContestEntryInput) {
  return api.post(`/contests/${id}/entries`, body, contestMyEntrySchema);
}

export function withdrawContestEntry(id: number, entryId: number) {
  return api.post(`/contests/${id}/entries/${entryId}/withdraw`, {}, contestMyEntrySchema);
}

export function postContestVote(id: number, body: ContestVoteInput) {
  return api.post(`/contests/${id}/votes`, body, contestVoteResponseSchema);
}

/** An account's NFTs by tab (the entrant's own and created NFTs, for the entry form's picker). */
export function getAccountNfts(address: string, tab: 'collected' | 'created', signal?: AbortSignal) {
  return api.get(`/accounts/${encodeURIComponent(address)}/nfts`, accountNftPageSchema, { signal, query: { tab, limit: 100 } });
}
