import { z } from 'zod';
import { pageSchema } from '../fields/page';
import { cursorField, idField, limitField, tokenIdField } from '../fields/query-fields';
import { optionalText, requiredText } from '../fields/form-fields';
import { fieldMessage } from '../messages/field-messages';

/**
 * Batch migration (issue 16, docs/product.md "Batch migration", docs/decisions/048-batch-migration-control-and-review.md,
 * docs/decisions/049-per-contract-backfill-and-import.md): a creator asks to import the NFTs of a contract they already
 * deployed into one of their collections; an operator reviews it; after approval the indexer backfills the contract's
 * history and places the requested tokens in the collection.
 */

/** At most this many tokens per request (a consecutive range's size, or the list's length). */
export const migrationMaxTokens = 10_000;

export const batchMigrationStatuses = ['pending', 'approved', 'rejected', 'importing', 'done', 'failed'] as const;
export type BatchMigrationStatus = (typeof batchMigrationStatuses)[number];

export const migrationTokenIdTypes = ['consecutive', 'non_consecutive'] as const;
export type MigrationTokenIdType = (typeof migrationTokenIdTypes)[number];

/** How the applicant shows control of the contract: its `owner()` is the signed-in address, or the deployer signed the control message. */
export const migrationControlKinds = ['owner', 'deployer'] as const;
export type MigrationControlKind = (typeof migrationControlKinds)[number];

export const migrationStandards = ['ERC-721', 'ERC-1155'] as const;

const chainField = z.string().trim().min(1).max(32).describe('An active EVM chain symbol from GET /v1/chains');
const contractField = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, fieldMessage('address'))
  .transform((value) => value.toLowerCase())
  .describe('The existing contract (0x + 40 hex, any case)');
const signatureField = z
  .string()
  .regex(/^0x[0-9a-fA-F]{130,}$/, 'must be a hex signature')
  .max(2000)
  .describe("personal_sign of `controlMessage` (GET /v1/batch-migrations/check) by the deployer's address");

/** Tokens of a request: a consecutive range (both ends included) or a list of ids, at most migrationMaxTokens. */
const rangeMessage = fieldMessage('migrationRange', { max: migrationMaxTokens });
const consecutiveTokens = z.object({
  tokenIdType: z.literal('consecutive'),
  rangeStart: tokenIdField.describe('First token id (decimal uint256)'),
  rangeEnd: tokenIdField.describe('Last token id, included'),
});
const nonConsecutiveTokens = z.object({
  tokenIdType: z.literal('non_consecutive'),
  tokenIds: z
    .array(tokenIdField)
    .min(1, fieldMessage('required'))
    .max(migrationMaxTokens, rangeMessage)
    .describe('Token ids (decimal uint256); repeats are dropped'),
});

export const migrationControlProofSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('owner') }).describe("The contract's owner() is the signed-in address"),
  z
    .object({
      kind: z.literal('deployer'),
      deployer: contractField.describe('The address that deployed the contract'),
      signature: signatureField,
    })
    .describe('A signature of the control message by the deployer'),
]);
export type MigrationControlProof = z.output<typeof migrationControlProofSchema>;

/** The number of tokens a consecutive range covers (both ends included). */
export function migrationRangeSize(rangeStart: string, rangeEnd: string): bigint {
  return BigInt(rangeEnd) - BigInt(rangeStart) + 1n;
}

export const createBatchMigrationBodySchema = z
  .discriminatedUnion('tokenIdType', [
    consecutiveTokens.extend({
      chain: chainField,
      contractAddress: contractField,
      collectionId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).describe('One of your collections on the same chain'),
      contact: requiredText(3, 200).describe('E-mail or handle the operators may contact about the request'),
      proof: migrationControlProofSchema,
    }),
    nonConsecutiveTokens.extend({
      chain: chainField,
      contractAddress: contractField,
      collectionId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).describe('One of your collections on the same chain'),
      contact: requiredText(3, 200).describe('E-mail or handle the operators may contact about the request'),
      proof: migrationControlProofSchema,
    }),
  ])
  .superRefine((body, context) => {
    if (body.tokenIdType !== 'consecutive') return;
    const size = migrationRangeSize(body.rangeStart, body.rangeEnd);
    if (size < 1n) context.addIssue({ code: 'custom', path: ['rangeEnd'], message: fieldMessage('migrationOrder') });
    else if (size > BigInt(migrationMaxTokens)) context.addIssue({ code: 'custom', path: ['rangeEnd'], message: rangeMessage });
  })
  .describe('A batch migration request; the applicant is the signed-in account');
export type CreateBatchMigrationBody = z.output<typeof createBatchMigrationBodySchema>;

/** GET /v1/batch-migrations/check: the preflight the form shows before submitting. */
export const batchMigrationCheckQuerySchema = z.object({ chain: chainField, contractAddress: contractField });
export type BatchMigrationCheckQuery = z.output<typeof batchMigrationCheckQuerySchema>;

/** What the chain says about a contract (read by the API when asked; stored with the request). */
export const migrationContractFactsSchema = z.object({
  standard: z.enum(migrationStandards).nullable().describe('From ERC-165 supportsInterface; null: neither'),
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  owner: z.string().nullable().describe('owner() (Ownable), lower-case; null when the contract has none'),
  totalSupply: z.string().nullable().describe('totalSupply() when the contract has it (ERC-721 Enumerable and most others)'),
  deployer: z.string().nullable().describe("The creation transaction's sender when the RPC can tell, else null"),
  deploymentBlock: z.number().int().nullable().describe('The block the code appeared in; null when the RPC keeps no history'),
});
export type MigrationContractFacts = z.output<typeof migrationContractFactsSchema>;

export const batchMigrationCheckSchema = z.object({
  chain: z.string(),
  contractAddress: z.string(),
  facts: migrationContractFactsSchema,
  chainAnswered: z.boolean().describe("false: the chain's node did not answer, every fact is null; try again later"),
  /** owner: owner() is the signed-in address, nothing else to do; deployer: ask the deployer to sign `controlMessage`. */
  control: z.enum(['owner', 'deployer']),
  ownerIsYou: z.boolean(),
  deployerIsYou: z.boolean().describe('The creation transaction was sent by the signed-in address'),
  controlMessage: z.string().describe('The text the deployer signs (personal_sign) for a `deployer` proof'),
  maxTokens: z.number().int(),
});
export type BatchMigrationCheck = z.output<typeof batchMigrationCheckSchema>;

export const migrationTokenErrorSchema = z.object({ tokenId: z.string(), error: z.string() });

export const migrationProgressSchema = z.object({
  total: z.number().int().describe('Tokens requested'),
  imported: z.number().int().describe('Placed in the collection'),
  failed: z.number().int().describe('Tokens with an error (not minted, burned, metadata failure)'),
  backfilledToBlock: z.number().int().nullable().describe("How far the contract's history has been read"),
});
export type MigrationProgress = z.output<typeof migrationProgressSchema>;

/** The applicant's view of a request (own list, own detail). */
export const batchMigrationSchema = z.object({
  id: z.number().int(),
  chain: z.string(),
  contractAddress: z.string(),
  standard: z.enum(migrationStandards).nullable(),
  contractName: z.string().nullable(),
  contractSymbol: z.string().nullable(),
  collection: z.object({ id: z.number().int(), name: z.string() }),
  tokenIdType: z.enum(migrationTokenIdTypes),
  rangeStart: z.string().nullable(),
  rangeEnd: z.string().nullable(),
  tokenIds: z.array(z.string()).nullable().describe('The non-consecutive list (the first 1000 in lists)'),
  tokenCount: z.number().int(),
  contact: z.string(),
  control: z.enum(migrationControlKinds),
  deployerAddress: z.string().nullable(),
  status: z.enum(batchMigrationStatuses),
  reviewReason: z.string().nullable().describe("The operator's reason (always given on rejection)"),
  reviewedAt: z.string().nullable().describe('ISO 8601'),
  createdAt: z.string().describe('ISO 8601'),
  progress: migrationProgressSchema,
  errors: z.array(migrationTokenErrorSchema).describe('Per-token errors, the first 100'),
});
export type BatchMigration = z.output<typeof batchMigrationSchema>;

export const batchMigrationListSchema = z.object({ items: z.array(batchMigrationSchema) });
export const batchMigrationParamsSchema = z.object({ id: idField });

// ----- The operator console (under /v1/admin, app.requireAdmin, audited) -----

export const adminBatchMigrationQuerySchema = z.object({
  status: z.enum([...batchMigrationStatuses, 'all']).default('pending'),
  cursor: cursorField,
  limit: limitField,
});

export const adminBatchMigrationSchema = batchMigrationSchema.extend({
  requesterAddress: z.string(),
  facts: migrationContractFactsSchema.describe('Read from the chain when the request was made'),
  deployerVerified: z
    .boolean()
    .nullable()
    .describe('deployer proof: true when the creation transaction confirmed the signer deployed it; null when the RPC could not tell'),
  reviewedByAddress: z.string().nullable(),
});
export type AdminBatchMigration = z.output<typeof adminBatchMigrationSchema>;
export const adminBatchMigrationPageSchema = pageSchema(adminBatchMigrationSchema);

/** A token of the request as the chain shows it now (tokenURI, and its metadata and image through the safe fetcher). */
export const migrationTokenSampleSchema = z.object({
  tokenId: z.string(),
  tokenUri: z.string().nullable(),
  name: z.string().nullable(),
  imageUrl: z.string().nullable().describe('The image URL the metadata names (http(s) or ipfs:// resolved through the gateway)'),
  error: z.string().nullable().describe('Why the URI or metadata could not be read'),
});
export type MigrationTokenSample = z.output<typeof migrationTokenSampleSchema>;

export const adminBatchMigrationDetailSchema = adminBatchMigrationSchema.extend({
  liveFacts: migrationContractFactsSchema.describe('Read again from the chain for this answer'),
  samples: z.array(migrationTokenSampleSchema).describe('Up to 4 of the requested tokens'),
});
export type AdminBatchMigrationDetail = z.output<typeof adminBatchMigrationDetailSchema>;

export const migrationReviewReasonMaxLength = 500;
/** approve (reason optional, shown to the applicant) or reject (reason required). Only a pending request can be reviewed. */
export const adminBatchMigrationReviewBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), reason: optionalText(migrationReviewReasonMaxLength) }),
  z.object({ decision: z.literal('reject'), reason: requiredText(1, migrationReviewReasonMaxLength) }),
]);
export type AdminBatchMigrationReviewBody = z.output<typeof adminBatchMigrationReviewBodySchema>;

/**
 * The text a deployer signs (personal_sign) to let `applicant` import the contract's NFTs (decision 048). It names the
 * site, chain id, contract and applicant, so a signature cannot be replayed for another of them.
 */
export function migrationControlMessage(input: { site: string; chainId: number; contractAddress: string; applicant: string }): string {
  return [
    `${input.site} batch migration`,
    `I deployed contract ${input.contractAddress.toLowerCase()} on chain ${input.chainId}.`,
    `I allow ${input.applicant.toLowerCase()} to import its NFTs into a collection.`,
  ].join('\n');
}
