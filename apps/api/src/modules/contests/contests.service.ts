import { isNulsAddress, type ChainDefinition, type ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import {
  contestVoteDomain,
  contestVoteNulsMessageFormat,
  contestVotePrimaryType,
  contestVoteTypes,
  fieldMessage,
  type ContestDetail,
  type ContestEntriesQuery,
  type ContestEntryBody,
  type ContestListQuery,
  type ContestMine,
  type ContestMyEntry,
  type ContestSummary,
  type ContestTally,
  type ContestVoteBody,
  type ContestVoteResponse,
  type ContestEntry,
  type Page,
} from '@nft/api-contract';
import { AppError } from '@nft/shared';
import type { AuthSession } from '../auth/auth.service';
import { assertSessionChain } from '../auth/session-chain';
import { sealContact } from './contact-seal';
import { contestPhase } from './contest-phase';
import { detail, entryViews, findContest, nftPagePath, publicEntry, summarize, votesOf, type ContestRow } from './contests.repository';
import {
  entryRowsWhere,
  findEnterableNft,
  findEntryForUpdate,
  findEntryShown,
  holdsNft,
  insertContact,
  insertEntry,
  insertVote,
  listContestRows,
  listShownEntries,
  liveEntryCount,
  lockAccount,
  nonceUsed,
  oneEntry,
  ownEntries,
  shownEntryIds,
  votedEntryIds,
  withdrawEntry,
} from './contests-write.repository';
import { verifyVoteSignature } from './verify-vote';

export type ContestsServiceDeps = {
  db: Database;
  chains: ChainRegistry;
  mediaOrigin: string;
  /** CONTEST_CONTACT_KEY; without it entries are refused (503): contact data is never stored in clear. */
  contactKey: Uint8Array | undefined;
  rpcTimeoutMs: number;
  now?: () => Date;
};

export type ContestsService = {
  list(query: ContestListQuery): Promise<Page<ContestSummary>>;
  get(id: number): Promise<ContestDetail>;
  entries(id: number, query: ContestEntriesQuery): Promise<Page<ContestEntry>>;
  tally(id: number): Promise<ContestTally>;
  mine(session: AuthSession, id: number): Promise<ContestMine>;
  enter(session: AuthSession, id: number, body: ContestEntryBody): Promise<ContestMyEntry>;
  withdraw(session: AuthSession, id: number, entryId: number): Promise<ContestMyEntry>;
  vote(session: AuthSession, id: number, body: ContestVoteBody): Promise<ContestVoteResponse>;
};

type Issue = { path: string; code: string; message: string };
const invalid = (issues: Issue[]) => new AppError('validation_failed', undefined, { details: { in: 'body', issues } });

/** An offset cursor: entries move as votes come in, so a keyset on votes would skip or repeat rows anyway. */
function offsetOf(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  if (!/^\d{1,9}$/.test(cursor)) throw new AppError('validation_failed', 'cursor is not one this route gave');
  return Number(cursor);
}

/** The path of an NFT page URL (absolute or not) on this marketplace, or undefined. */
export function nftPathOf(value: string): { chain: string; contractAddress: string; tokenId: string } | undefined {
  let path = value.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return undefined;
    }
  }
  const match = /^\/nft-detail\/([A-Za-z0-9_-]{1,16})\/(0x[0-9a-fA-F]{40}|[0-9A-Za-z]{20,64})\/(\d{1,78})\/?$/.exec(path);
  if (!match) return undefined;
  const contractAddress = match[2]!.startsWith('0x') ? match[2]!.toLowerCase() : match[2]!;
  return { chain: match[1]!, contractAddress, tokenId: BigInt(match[3]!).toString() };
}

function chainAddress(chain: ChainDefinition, value: string): string | undefined {
  if (chain.family === 'evm') return /^0x[0-9a-fA-F]{40}$/.test(value) ? value.toLowerCase() : undefined;
  return isNulsAddress(value) ? value : undefined;
}

/**
 * Contests for everyone and the signed-in account's entries and votes (issue 15, docs/product.md "Contests",
 * docs/decisions/044-contest-data-model-and-phases.md, docs/decisions/045-verifiable-contest-votes.md).
 */
export function createContestsService({
  db,
  chains,
  mediaOrigin,
  contactKey,
  rpcTimeoutMs,
  now = () => new Date(),
}: ContestsServiceDeps): ContestsService {
  async function contestOr404(id: number, lock = false, tx: Database = db): Promise<ContestRow> {
    const contest = await findContest(tx, id, lock);
    if (!contest) throw new AppError('contest_not_found');
    return contest;
  }

  async function myEntries(accountId: number, contestId: number): Promise<ContestMyEntry[]> {
    const rows = await entryRowsWhere(db, ownEntries(contestId, accountId));
    return (await entryViews(db, rows, mediaOrigin)).reverse();
  }

  async function entryView(entryId: number): Promise<ContestMyEntry> {
    const rows = await entryRowsWhere(db, oneEntry(entryId));
    const [view] = await entryViews(db, rows, mediaOrigin);
    return view!;
  }

  return {
    async list({ status, cursor, limit }) {
      const at = now();
      const offset = offsetOf(cursor);
      const rows = await listContestRows(db, status, at, limit + 1, offset);
      const items = await summarize(db, rows.slice(0, limit), at, mediaOrigin);
      return { items, nextCursor: rows.length > limit ? String(offset + limit) : null };
    },

    async get(id) {
      return detail(db, await contestOr404(id), now(), mediaOrigin);
    },

    async entries(id, query) {
      await contestOr404(id);
      const offset = offsetOf(query.cursor);
      const rows = await listShownEntries(db, id, query, query.limit + 1, offset);
      const views = await entryViews(db, rows.slice(0, query.limit), mediaOrigin);
      return { items: views.map(publicEntry), nextCursor: rows.length > query.limit ? String(offset + query.limit) : null };
    },

    async tally(id) {
      const contest = await contestOr404(id);
      const [votes, shown] = await Promise.all([votesOf(db, id), shownEntryIds(db, id)]);
      const counted = new Map<number, number>(shown.map((entryId) => [entryId, 0]));
      for (const vote of votes) {
        const current = counted.get(vote.submissionId);
        if (!vote.voidedAt && current !== undefined) counted.set(vote.submissionId, current + 1);
      }
      return {
        contestId: id,
        phase: contestPhase(contest, now()),
        finalistCount: contest.finalistCount,
        typedData: {
          domain: { ...contestVoteDomain },
          primaryType: contestVotePrimaryType,
          types: { Vote: contestVoteTypes.Vote.map((field) => ({ ...field })) },
        },
        nulsMessageFormat: contestVoteNulsMessageFormat,
        votes: votes.map((vote) => ({
          entryId: vote.submissionId,
          voter: vote.voterAddress,
          family: vote.family,
          nonce: vote.nonce,
          signature: vote.signature,
          pubkey: vote.pubkey,
          chain: vote.chain,
          castAt: vote.createdAt.toISOString(),
          voided: vote.voidedAt !== null,
          voidReason: vote.voidReason,
        })),
        counts: [...counted].map(([entryId, votes]) => ({ entryId, votes })),
        generatedAt: now().toISOString(),
      };
    },

    async mine(session, id) {
      const contest = await contestOr404(id);
      const [voted, entries] = await Promise.all([votedEntryIds(db, id, session.accountId), myEntries(session.accountId, id)]);
      const live = entries.filter((entry) => entry.status !== 'withdrawn').length;
      return {
        votesPerAccount: contest.votesPerAccount,
        votesUsed: voted.length,
        votesRemaining: Math.max(0, contest.votesPerAccount - voted.length),
        votedEntryIds: voted,
        entriesPerCreator: contest.entriesPerCreator,
        entriesRemaining: Math.max(0, contest.entriesPerCreator - live),
        entries,
      };
    },

    async enter(session, id, body) {
      const contest = await contestOr404(id);
      if (contestPhase(contest, now()) !== 'entries') throw new AppError('contest_not_accepting_entries');
      const wanted = nftPathOf(body.nftUrl);
      if (!wanted) throw invalid([{ path: '/nftUrl', code: 'nft_url', message: fieldMessage('contestNftUrl') }]);
      const walletChain = chains.all().find((chain) => chain.symbol === body.chain);
      if (!walletChain) throw new AppError('unsupported_chain');
      const walletAddress = chainAddress(walletChain, body.walletAddress);
      if (walletAddress === undefined)
        throw invalid([{ path: '/walletAddress', code: 'invalid_address', message: fieldMessage('address') }]);
      const nft = await findEnterableNft(db, wanted);
      if (!nft) throw new AppError('contest_nft_not_found');
      if (contest.allowedChains.length > 0 && !contest.allowedChains.includes(nft.chain)) throw new AppError('contest_nft_not_eligible');
      if (
        contest.allowedCollectionIds.length > 0 &&
        (nft.collectionId === null || !contest.allowedCollectionIds.includes(nft.collectionId))
      )
        throw new AppError('contest_nft_not_eligible');
      // Owning or having created it is a claim about the NFT's chain (decision 022 for contract-wallet sessions).
      assertSessionChain(session, nft.chain);
      if (nft.creatorAddress !== session.address && !(await holdsNft(db, wanted, session.address)))
        throw new AppError('contest_nft_not_yours');
      if (!contactKey) throw new AppError('service_unavailable', 'contest entries need CONTEST_CONTACT_KEY');
      const key = contactKey;
      const entryId = await db.transaction(async (tx) => {
        await lockAccount(tx, session.accountId);
        const current = await findContest(tx, id);
        if (!current || contestPhase(current, now()) !== 'entries') throw new AppError('contest_not_accepting_entries');
        if ((await liveEntryCount(tx, id, session.accountId)) >= current.entriesPerCreator) throw new AppError('contest_entry_limit');
        const inserted = await insertEntry(tx, {
          contestId: id,
          accountId: session.accountId,
          chain: walletChain.symbol,
          walletAddress,
          nftUrl: nftPagePath(wanted.chain, wanted.contractAddress, wanted.tokenId),
          nftId: nft.id,
          imageMediaId: nft.imageMediaId,
        });
        if (inserted === undefined) throw new AppError('contest_nft_already_entered');
        await insertContact(tx, inserted, sealContact(key, inserted, { email: body.email, zipCode: body.zipCode, phone: body.phone }));
        return inserted;
      });
      return entryView(entryId);
    },

    async withdraw(session, id, entryId) {
      await contestOr404(id);
      await db.transaction(async (tx) => {
        const entry = await findEntryForUpdate(tx, id, entryId, session.accountId);
        if (!entry) throw new AppError('contest_entry_not_found');
        const contest = await findContest(tx, id);
        if (entry.withdrawnAt || !contest || contestPhase(contest, now()) !== 'entries') throw new AppError('contest_not_withdrawable');
        // Withdrawing deletes the contact data at once (docs/security.md "Contest contact data").
        await withdrawEntry(tx, entryId, now());
      });
      return entryView(entryId);
    },

    async vote(session, id, body) {
      const contest = await contestOr404(id);
      if (contestPhase(contest, now()) !== 'voting') throw new AppError('contest_not_voting');
      if (body.voter !== session.address) throw new AppError('contest_voter_mismatch');
      const entry = await findEntryShown(db, id, body.entryId);
      if (!entry) throw new AppError('contest_entry_not_found');
      if (!entry.shown) throw new AppError('contest_entry_not_votable');
      const sessionChain = chains.all().find((chain) => chain.symbol === session.chain);
      const family = await verifyVoteSignature(
        { contestId: id, entryId: body.entryId, voter: body.voter, nonce: body.nonce, signature: body.signature, pubkey: body.pubkey },
        // Only a contract-wallet session (proved by EIP-1271 at sign-in, decision 022) is asked about on its chain: a
        // key-signed session's address has a key, so its vote must recover to it locally.
        session.chainBound && sessionChain && sessionChain.family === 'evm'
          ? { rpcUrl: sessionChain.rpcUrl, timeoutMs: rpcTimeoutMs }
          : undefined,
      );
      return db.transaction(async (tx) => {
        // One account's votes are serialised on its row: the per-account limit holds under concurrent posts.
        await lockAccount(tx, session.accountId);
        const current = await findContest(tx, id);
        if (!current || contestPhase(current, now()) !== 'voting') throw new AppError('contest_not_voting');
        if (await nonceUsed(tx, body.voter, body.nonce)) throw new AppError('contest_vote_replayed');
        const cast = await votedEntryIds(tx, id, session.accountId);
        if (cast.includes(body.entryId)) throw new AppError('contest_already_voted');
        // Voided votes stay used: an account whose votes were voided cannot vote again.
        if (cast.length >= current.votesPerAccount) throw new AppError('contest_vote_limit');
        const votes = await insertVote(tx, {
          submissionId: body.entryId,
          accountId: session.accountId,
          contestId: id,
          voterAddress: body.voter,
          family,
          chain: session.chain,
          nonce: body.nonce,
          signature: body.signature,
          pubkey: body.pubkey ?? null,
        });
        if (votes === 'replayed') throw new AppError('contest_vote_replayed');
        if (votes === 'duplicate') throw new AppError('contest_already_voted');
        return { entryId: body.entryId, votes, votesRemaining: current.votesPerAccount - cast.length - 1 };
      });
    },
  };
}
