import type { FastifyInstance } from 'fastify';
import {
  contestDetailSchema,
  contestEntriesQuerySchema,
  contestEntryBodySchema,
  contestEntryPageSchema,
  contestEntryParamsSchema,
  contestListQuerySchema,
  contestMineSchema,
  contestMyEntrySchema,
  contestPageSchema,
  contestParamsSchema,
  contestTallySchema,
  contestVoteBodySchema,
  contestVoteResponseSchema,
} from '@nft/api-contract';
import { defineRoute } from '../../http/define-route';
import { sessionOf } from '../../plugins/session';
import type { ContestsService } from './contests.service';

/**
 * Contests (issue 15, docs/product.md "Contests"): public reads, the entry form, withdrawal and signed votes.
 * No public route answers contact data (docs/security.md "Contest contact data"; contests-privacy.test.ts walks them).
 */
export function registerContestRoutes(app: FastifyInstance, service: ContestsService): void {
  defineRoute(app, {
    method: 'GET',
    url: '/contests',
    summary: 'Contests, ongoing or finished',
    description:
      'ongoing: every phase before results (upcoming, entries, voting, judging), ending soonest first; finished: results, newest first.',
    tags: ['contests'],
    request: { querystring: contestListQuerySchema },
    response: contestPageSchema,
    handler: (request) => service.list(request.query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/contests/:id',
    summary: 'One contest: rules, phases, prizes and, in the results phase, finalists and winners',
    tags: ['contests'],
    request: { params: contestParamsSchema },
    response: contestDetailSchema,
    errors: ['contest_not_found'],
    handler: (request) => service.get(request.params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/contests/:id/entries',
    summary: "A contest's entries with their NFT, entrant and counted votes",
    description: 'Pending and accepted entries (rejected and withdrawn ones are not shown). Never contact data.',
    tags: ['contests'],
    request: { params: contestParamsSchema, querystring: contestEntriesQuerySchema },
    response: contestEntryPageSchema,
    errors: ['contest_not_found'],
    handler: (request) => service.entries(request.params.id, request.query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/contests/:id/tally',
    summary: 'The public tally: every vote with its signature, so anyone can recount and verify offline',
    description:
      'EVM votes are EIP-712 typed data (`typedData` with message {contestId, entryId, voter, nonce}); NULS votes sign the SHA-256 hex ' +
      'digest of `nulsMessageFormat` filled in. Voided votes are listed with the reason and do not count.',
    tags: ['contests'],
    request: { params: contestParamsSchema },
    response: contestTallySchema,
    errors: ['contest_not_found'],
    handler: (request) => service.tally(request.params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/contests/:id/me',
    summary: "The signed-in account's entries (with review status) and votes in this contest",
    tags: ['contests'],
    auth: true,
    request: { params: contestParamsSchema },
    response: contestMineSchema,
    errors: ['token_expired', 'contest_not_found'],
    preHandler: app.requireAuth,
    handler: (request) => service.mine(sessionOf(request), request.params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/contests/:id/entries',
    summary: 'Enter an NFT (entries phase)',
    description:
      'The NFT (by its page URL) must be on this marketplace, of an allowed chain and collection, owned or created by the caller; ' +
      'one live entry per NFT, `entriesPerCreator` per account. Email, zip code and phone are stored encrypted and shown only to operators.',
    tags: ['contests'],
    auth: true,
    created: true,
    request: { params: contestParamsSchema, body: contestEntryBodySchema },
    response: contestMyEntrySchema,
    errors: [
      'token_expired',
      'session_chain_mismatch',
      'unsupported_chain',
      'contest_not_found',
      'contest_not_accepting_entries',
      'contest_nft_not_found',
      'contest_nft_not_eligible',
      'contest_nft_not_yours',
      'contest_nft_already_entered',
      'contest_entry_limit',
      'service_unavailable',
    ],
    preHandler: app.requireAuth,
    handler: async (request, reply) => {
      const entry = await service.enter(sessionOf(request), request.params.id, request.body);
      reply.status(201);
      return entry;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/contests/:id/entries/:entryId/withdraw',
    summary: "Withdraw one's own entry (entries phase); its contact data is deleted",
    tags: ['contests'],
    auth: true,
    request: { params: contestEntryParamsSchema },
    response: contestMyEntrySchema,
    errors: ['token_expired', 'contest_not_found', 'contest_entry_not_found', 'contest_not_withdrawable'],
    preHandler: app.requireAuth,
    handler: (request) => service.withdraw(sessionOf(request), request.params.id, request.params.entryId),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/contests/:id/votes',
    summary: 'Cast a signed vote (voting phase)',
    description:
      'Signed by the signed-in account: EIP-712 `contestVoteTypedData` (EIP-1271 / ERC-6492 contract wallets checked on the session chain) or, ' +
      'for NULS, the digest of `contestVoteNulsMessage` with `pubkey`. A nonce is used once; one vote per entry, `votesPerAccount` per contest.',
    tags: ['contests'],
    auth: true,
    request: { params: contestParamsSchema, body: contestVoteBodySchema },
    response: contestVoteResponseSchema,
    errors: [
      'token_expired',
      'signature_invalid',
      'contest_not_found',
      'contest_entry_not_found',
      'contest_not_voting',
      'contest_voter_mismatch',
      'contest_entry_not_votable',
      'contest_already_voted',
      'contest_vote_limit',
      'contest_vote_replayed',
      'service_unavailable',
    ],
    preHandler: app.requireAuth,
    handler: (request) => service.vote(sessionOf(request), request.params.id, request.body),
  });
}
