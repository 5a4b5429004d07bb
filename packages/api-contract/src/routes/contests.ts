import { z } from 'zod';
import { isNulsAddress } from '@nft/nuls';
import { mediaObjectSchema } from '../fields/media-object';
import { pageSchema } from '../fields/page';
import { addressField, cursorField, idField, limitField } from '../fields/query-fields';
import { requiredText, termsField } from '../fields/form-fields';
import { fieldMessage } from '../messages/field-messages';

/**
 * Design contests (issue 15, docs/decisions/044-contest-data-model-and-phases.md,
 * docs/decisions/045-verifiable-contest-votes.md): contests as data with four phase dates, entries of
 * marketplace NFTs with contact data only operators see, signed votes anyone can recount from the tally.
 */

/**
 * upcoming: before entries open; entries: entries open; voting: votes count; judging: votes closed,
 * operators award judged prizes; results: from `resultsAt` on, or earlier once an operator publishes.
 */
export const contestPhases = ['upcoming', 'entries', 'voting', 'judging', 'results'] as const;
export type ContestPhase = (typeof contestPhases)[number];

/** ongoing: every phase before results (upcoming included); finished: results. */
export const contestStatuses = ['ongoing', 'finished'] as const;
export type ContestStatus = (typeof contestStatuses)[number];

/** judges: operators pick the winners among the finalists; votes: the most voted entries win. */
export const contestPrizeAwardModes = ['judges', 'votes'] as const;
export type ContestPrizeAwardMode = (typeof contestPrizeAwardModes)[number];

/** pending: not reviewed yet (still shown and votable); accepted; rejected (hidden, with a reason); withdrawn. */
export const contestEntryStatuses = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export type ContestEntryStatus = (typeof contestEntryStatuses)[number];

export const contestSignerFamilies = ['evm', 'nuls'] as const;
export type ContestSignerFamily = (typeof contestSignerFamilies)[number];

export const localizedTextSchema = z.object({ en: z.string(), ja: z.string() });
export type LocalizedText = z.output<typeof localizedTextSchema>;

const isoDate = z.iso.datetime().describe('ISO 8601');
const chainSymbol = z.string().min(1).max(16).describe("A chain symbol from GET /v1/chains, e.g. 'local1'");

export const contestParamsSchema = z.object({ id: idField });
export const contestEntryParamsSchema = z.object({ id: idField, entryId: idField });

export const contestPrizeSchema = z.object({
  id: z.number().int(),
  position: z.number().int().describe('Display order, 1 first'),
  name: z.string().describe("e.g. 'Gold'"),
  amount: z.string().describe("Per winner, decimal, e.g. '1000'"),
  token: z.string().describe("What the amount is paid in, e.g. 'USDT'"),
  awardedBy: z.enum(contestPrizeAwardModes),
  winners: z.number().int().describe('How many entries win this prize'),
});
export type ContestPrize = z.output<typeof contestPrizeSchema>;

export const contestAllowedCollectionSchema = z.object({
  id: z.number().int(),
  chain: z.string(),
  name: z.string(),
  contractAddress: z.string().nullable(),
});

export const contestSummarySchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  description: localizedTextSchema,
  bannerUrl: z.string().nullable(),
  phase: z.enum(contestPhases),
  status: z.enum(contestStatuses),
  entriesStartAt: isoDate.describe('Entries open'),
  votingStartAt: isoDate.describe('Entries close and voting opens'),
  judgingStartAt: isoDate.describe('Voting closes and judging starts'),
  resultsAt: isoDate.describe('Results are shown (an operator may publish earlier)'),
  resultsPublishedAt: isoDate.nullable().describe('When an operator published the results, if they did'),
  finalistCount: z.number().int().describe('The top N entries by votes are finalists'),
  votesPerAccount: z.number().int(),
  entriesPerCreator: z.number().int(),
  allowedChains: z.array(z.string()).describe('Chains whose NFTs may enter; empty = any'),
  allowedCollections: z.array(contestAllowedCollectionSchema).describe('Collections whose NFTs may enter; empty = any'),
  prizes: z.array(contestPrizeSchema),
  prizePool: z.array(z.object({ token: z.string(), amount: z.string() })).describe('Sum of amount x winners per token'),
  entryCount: z.number().int().describe('Entries shown (pending and accepted)'),
  voteCount: z.number().int().describe('Votes that count (not voided)'),
});
export type ContestSummary = z.output<typeof contestSummarySchema>;

export const contestListQuerySchema = z.object({
  status: z.enum(contestStatuses).default('ongoing'),
  cursor: cursorField,
  limit: limitField,
});
export type ContestListQuery = z.output<typeof contestListQuerySchema>;
export const contestPageSchema = pageSchema(contestSummarySchema);

export const contestFinalistSchema = z.object({
  rank: z.number().int().describe('1 = most votes; ties go to the earlier entry'),
  entryId: z.number().int(),
  votes: z.number().int(),
});

export const contestAwardSchema = z.object({
  prizeId: z.number().int(),
  entryId: z.number().int(),
});

export const contestResultsSchema = z.object({
  finalists: z.array(contestFinalistSchema),
  awards: z.array(contestAwardSchema).describe('Prizes by votes computed from the tally; judged prizes as awarded by operators'),
});
export type ContestResults = z.output<typeof contestResultsSchema>;

export const contestDetailSchema = contestSummarySchema.extend({
  rules: localizedTextSchema,
  tallyUrl: z.string().describe('The public tally: every vote with its signature'),
  results: contestResultsSchema.nullable().describe('In the results phase only'),
});
export type ContestDetail = z.output<typeof contestDetailSchema>;

export const contestEntryNftSchema = z.object({
  chain: z.string(),
  contractAddress: z.string(),
  tokenId: z.string(),
  name: z.string().nullable(),
  imageUrl: z.string().nullable().describe('The picture at full size (image.url)'),
  image: mediaObjectSchema.nullable().describe('The picture with its card-size thumbnail, as lists of NFTs give it'),
  url: z.string().describe("The NFT's page path on this marketplace"),
});

/** An entry as everyone sees it: never the entrant's contact data or prize wallet. */
export const contestEntrySchema = z.object({
  id: z.number().int(),
  contestId: z.number().int(),
  nft: contestEntryNftSchema,
  creatorAddress: z.string().describe("The entrant's address"),
  status: z.enum(['pending', 'accepted']),
  votes: z.number().int().describe('Votes that count (not voided)'),
  createdAt: isoDate,
});
export type ContestEntry = z.output<typeof contestEntrySchema>;

export const contestEntrySorts = ['votes', 'newest'] as const;
export const contestEntriesQuerySchema = z.object({
  sort: z.enum(contestEntrySorts).default('votes'),
  q: z.string().trim().min(1).max(100).optional().describe("Part of the NFT's name or the entrant's address"),
  cursor: cursorField,
  limit: limitField,
});
export type ContestEntriesQuery = z.output<typeof contestEntriesQuerySchema>;
export const contestEntryPageSchema = pageSchema(contestEntrySchema);

/** The entrant's own view of an entry: its review status and reason, and where the prize goes (not contact data). */
export const contestMyEntrySchema = contestEntrySchema.extend({
  status: z.enum(contestEntryStatuses),
  reviewReason: z.string().nullable().describe('Why an operator rejected it'),
  chain: z.string().describe("The prize wallet's chain"),
  walletAddress: z.string(),
  withdrawnAt: isoDate.nullable(),
});
export type ContestMyEntry = z.output<typeof contestMyEntrySchema>;

/** GET /v1/contests/{id}/me: the signed-in account's entries and votes in the contest. */
export const contestMineSchema = z.object({
  votesPerAccount: z.number().int(),
  votesUsed: z.number().int().describe('Voided votes stay used'),
  votesRemaining: z.number().int(),
  votedEntryIds: z.array(z.number().int()),
  entriesPerCreator: z.number().int(),
  entriesRemaining: z.number().int(),
  entries: z.array(contestMyEntrySchema),
});
export type ContestMine = z.output<typeof contestMineSchema>;

const maxEmail = 254;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec section 3 "Contest submission" and section 5 ("An email is requested for contest contact"). */
export const contestEntryBodySchema = z.object({
  nftUrl: z
    .string({ error: () => fieldMessage('contestNftUrl') })
    .trim()
    .min(1, fieldMessage('contestNftUrl'))
    .max(2000, fieldMessage('contestNftUrl'))
    .describe("The NFT's page URL (or path) on this marketplace: /nft-detail/{chain}/{contractAddress}/{tokenId}"),
  email: z
    .string({ error: () => fieldMessage('contestEmail') })
    .trim()
    .min(1, { error: fieldMessage('contestEmail'), abort: true })
    .max(maxEmail, fieldMessage('email'))
    .refine((value) => emailPattern.test(value), fieldMessage('email')),
  zipCode: z
    .string()
    .trim()
    .max(20, fieldMessage('zipCode'))
    .refine((value) => value === '' || /^[0-9A-Za-z][0-9A-Za-z -]{1,19}$/.test(value), fieldMessage('zipCode'))
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  phone: z
    .string()
    .trim()
    .max(32, fieldMessage('phone'))
    .refine((value) => value === '' || /^\+?[0-9][0-9 ()-]{5,30}$/.test(value), fieldMessage('phone'))
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  chain: chainSymbol.describe("The prize wallet's chain"),
  walletAddress: addressField.describe("The prize wallet (prefilled with the signed-in address); must be an address of the chain's family"),
  acceptRules: termsField.describe('The contest rules were accepted: must be true'),
});
export type ContestEntryBody = z.output<typeof contestEntryBodySchema>;
export type ContestEntryInput = z.input<typeof contestEntryBodySchema>;

const hex = (bytes: number) => new RegExp(`^0x[0-9a-fA-F]{${bytes * 2}}$`);

/**
 * A vote (docs/decisions/045-verifiable-contest-votes.md): the signed-in account signs
 * contestVoteTypedData (EVM, EIP-712) or contestVoteNulsMessage's digest (NULS, like sign-in) with a
 * fresh nonce; the server checks the signature, the phase and the limits, and stores it for the tally.
 */
export const contestVoteBodySchema = z
  .object({
    entryId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    voter: addressField.describe("The signed-in account's address"),
    nonce: z
      .string()
      .regex(hex(32), 'must be 0x + 64 hex')
      .transform((value) => value.toLowerCase()),
    signature: z
      .string()
      .min(2)
      .max(4000)
      .regex(/^(0x)?[0-9a-fA-F]+$/, 'must be hex')
      .describe('EVM: the EIP-712 signature (EIP-1271 / ERC-6492 for contract wallets); NULS: the hex signature of the digest'),
    pubkey: z
      .string()
      .regex(/^(0x)?[0-9a-fA-F]{66,130}$/, 'must be a hex public key')
      .optional()
      .describe('NULS only: the public key (as at sign-in)'),
  })
  .refine((body) => !isNulsAddress(body.voter) || body.pubkey !== undefined, { message: 'pubkey is required for NULS', path: ['pubkey'] });
export type ContestVoteBody = z.output<typeof contestVoteBodySchema>;
export type ContestVoteInput = z.input<typeof contestVoteBodySchema>;

export const contestVoteResponseSchema = z.object({
  entryId: z.number().int(),
  votes: z.number().int().describe("The entry's votes now"),
  votesRemaining: z.number().int().describe("The caller's votes left in this contest"),
});
export type ContestVoteResponse = z.output<typeof contestVoteResponseSchema>;

export const contestTallyVoteSchema = z.object({
  entryId: z.number().int(),
  voter: z.string(),
  family: z.enum(contestSignerFamilies),
  nonce: z.string(),
  signature: z.string(),
  pubkey: z.string().nullable().describe('NULS: the public key that signed'),
  chain: z.string().describe('The chain whose contract verified an EIP-1271 signature (the session chain)'),
  castAt: isoDate,
  voided: z.boolean(),
  voidReason: z.string().nullable().describe('Why an operator voided this vote; voided votes do not count'),
});
export type ContestTallyVote = z.output<typeof contestTallyVoteSchema>;

/** Everything needed to recount and verify offline: the typed-data definition and every vote with its signature. */
export const contestTallySchema = z.object({
  contestId: z.number().int(),
  phase: z.enum(contestPhases),
  finalistCount: z.number().int(),
  typedData: z.object({
    domain: z.object({ name: z.string(), version: z.string() }),
    primaryType: z.string(),
    types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  }),
  nulsMessageFormat: z.string().describe('How the NULS message is built; the wallet signs the lower-case hex SHA-256 of it'),
  votes: z.array(contestTallyVoteSchema).describe('Oldest first'),
  counts: z.array(z.object({ entryId: z.number().int(), votes: z.number().int() })).describe('Votes that count, per shown entry'),
  generatedAt: isoDate,
});
export type ContestTally = z.output<typeof contestTallySchema>;

// ---- Operators (/v1/admin/contests...): requireAdmin, every write audited -----------------------------------

export const adminContestPrizeBodySchema = z.object({
  name: requiredText(1, 60),
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,18}(\.\d{1,18})?$/, 'must be a positive decimal amount')
    .refine((value) => Number(value) > 0, 'must be more than 0'),
  token: requiredText(1, 20),
  awardedBy: z.enum(contestPrizeAwardModes),
  winners: z.number().int().min(1).max(1000).default(1),
});

const localizedBody = (min: number, max: number) => z.object({ en: requiredText(min, max), ja: requiredText(min, max) });
const optionalLocalizedBody = (max: number) =>
  z.object({
    en: z.string().trim().max(max, fieldMessage('maxLength', { max })),
    ja: z.string().trim().max(max, fieldMessage('maxLength', { max })),
  });

export const adminContestBodySchema = z
  .object({
    title: localizedBody(1, 200),
    description: optionalLocalizedBody(5000),
    rules: optionalLocalizedBody(20000),
    bannerMediaId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().default(null).describe('From POST /v1/uploads'),
    allowedChains: z.array(chainSymbol).max(50).default([]).describe('Empty = any chain'),
    allowedCollectionIds: z
      .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
      .max(200)
      .default([])
      .describe('Empty = any collection'),
    entriesStartAt: z.iso.datetime({ offset: true }),
    votingStartAt: z.iso.datetime({ offset: true }),
    judgingStartAt: z.iso.datetime({ offset: true }),
    resultsAt: z.iso.datetime({ offset: true }),
    finalistCount: z.number().int().min(1).max(1000).default(24),
    votesPerAccount: z.number().int().min(1).max(1000).default(1),
    entriesPerCreator: z.number().int().min(1).max(100).default(1),
    prizes: z.array(adminContestPrizeBodySchema).max(20).default([]),
  })
  .refine((body) => Date.parse(body.votingStartAt) > Date.parse(body.entriesStartAt), {
    message: fieldMessage('scheduleOrder'),
    path: ['votingStartAt'],
  })
  .refine((body) => Date.parse(body.judgingStartAt) > Date.parse(body.votingStartAt), {
    message: fieldMessage('scheduleOrder'),
    path: ['judgingStartAt'],
  })
  .refine((body) => Date.parse(body.resultsAt) >= Date.parse(body.judgingStartAt), {
    message: fieldMessage('scheduleOrder'),
    path: ['resultsAt'],
  });
export type AdminContestBody = z.output<typeof adminContestBodySchema>;
export type AdminContestInput = z.input<typeof adminContestBodySchema>;

export const adminContestSchema = contestDetailSchema.extend({
  bannerMediaId: z.number().int().nullable(),
  entryCounts: z.object({ pending: z.number().int(), accepted: z.number().int(), rejected: z.number().int(), withdrawn: z.number().int() }),
  voidedVoteCount: z.number().int(),
  /** Results as they stand (any phase), so operators see the finalists while judging. */
  standings: contestResultsSchema,
  contactsPurgedAt: isoDate.nullable().describe('When the retention purge deleted the contact data'),
});
export type AdminContest = z.output<typeof adminContestSchema>;
export const adminContestListSchema = z.object({ items: z.array(adminContestSchema) });

/** An entry with its contact data: only on operator routes (the one place it appears). */
export const adminContestEntrySchema = contestMyEntrySchema.extend({
  contact: z
    .object({ email: z.string(), zipCode: z.string().nullable(), phone: z.string().nullable() })
    .nullable()
    .describe('Null once withdrawn or purged'),
  reviewedAt: isoDate.nullable(),
});
export type AdminContestEntry = z.output<typeof adminContestEntrySchema>;
export const adminContestEntryListSchema = z.object({ items: z.array(adminContestEntrySchema) });

export const adminContestEntriesQuerySchema = z.object({
  status: z.enum([...contestEntryStatuses, 'all']).default('all'),
});

export const adminContestReviewBodySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('accepted') }),
  z.object({ status: z.literal('rejected'), reason: requiredText(1, 500).describe('The entrant reads it') }),
]);
export type AdminContestReviewBody = z.output<typeof adminContestReviewBodySchema>;

export const adminContestVoidBodySchema = z.object({
  voter: addressField.describe('Every vote of this account in the contest is voided'),
  reason: requiredText(1, 500).describe('Shown in the public tally'),
});
export type AdminContestVoidBody = z.output<typeof adminContestVoidBodySchema>;
export const adminContestVoidResponseSchema = z.object({ voided: z.number().int().describe('Votes voided by this call') });

export const adminContestAwardBodySchema = z.object({
  prizeId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  entryIds: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
    .max(1000)
    .describe("The judged prize's winners (replaces any before), each a finalist; at most the prize's winners"),
});
export type AdminContestAwardBody = z.output<typeof adminContestAwardBodySchema>;
