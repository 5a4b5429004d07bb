import { z } from 'zod';
import { reportReasons } from '@nft/shared';
import { pageSchema } from '../fields/page';
import { cursorField, idField, limitField, searchField } from '../fields/query-fields';
import { optionalText, requiredText } from '../fields/form-fields';

/**
 * The operator console's moderation routes (docs/product.md "Operator console", docs/decisions/036-operators-and-audit-log.md):
 * collections (verify, hide), reports (resolve by hiding the NFT or dismissing, reopen), hidden items and the audit log.
 * Every route lives under /v1/admin and answers 401 to anonymous callers, 403 admin_only to other signed-in callers.
 */

export const adminIdParamsSchema = z.object({ id: idField });

/** The reason an operator gives when hiding: the owner reads it on the NFT page. */
export const moderationReasonMaxLength = 500;
export const moderationReasonField = requiredText(1, moderationReasonMaxLength);

export const adminCollectionQuerySchema = z.object({
  q: searchField.describe('Part of the name (case-insensitive) or the exact contract address'),
  cursor: cursorField,
  limit: limitField,
});

export const adminCollectionSchema = z.object({
  id: z.number().int(),
  chain: z.string(),
  name: z.string(),
  contractAddress: z.string().nullable(),
  creatorAddress: z.string(),
  itemCount: z.number().int(),
  verified: z.boolean(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  hiddenAt: z.string().nullable().describe('ISO 8601'),
  deleted: z.boolean().describe('Deleted by its creator (not shown on the marketplace whatever the operators do)'),
});
export const adminCollectionPageSchema = pageSchema(adminCollectionSchema);

export const adminVerifiedBodySchema = z.object({ verified: z.boolean() });

/** Hide (with the reason shown to the owner) or un-hide. */
export const adminHiddenBodySchema = z.discriminatedUnion('hidden', [
  z.object({ hidden: z.literal(true), reason: moderationReasonField }),
  z.object({ hidden: z.literal(false) }),
]);

export const adminReportStatuses = ['open', 'actioned', 'dismissed'] as const;
export type AdminReportStatus = (typeof adminReportStatuses)[number];

export const adminReportQuerySchema = z.object({
  status: z.enum([...adminReportStatuses, 'all']).default('open'),
  cursor: cursorField,
  limit: limitField,
});

export const adminNftSchema = z.object({
  id: z.number().int(),
  chain: z.string(),
  contractAddress: z.string(),
  tokenId: z.string(),
  name: z.string().nullable(),
  imageUrl: z.string().nullable(),
  collectionId: z.number().int().nullable(),
  collectionName: z.string().nullable(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
});

export const adminReportSchema = z.object({
  id: z.number().int(),
  status: z.enum(adminReportStatuses),
  reason: z.enum(reportReasons),
  originalLink: z.string().nullable(),
  extraInfo: z.string().nullable(),
  reporterAddress: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedByAddress: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  nft: adminNftSchema,
});
export const adminReportPageSchema = pageSchema(adminReportSchema);

/** hide: hides the NFT with `note` as the reason its owner sees; dismiss: closes the report, `note` optional. */
export const adminResolveReportBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('hide'), note: moderationReasonField }),
  z.object({ action: z.literal('dismiss'), note: optionalText(moderationReasonMaxLength) }),
]);

export const adminHiddenKinds = ['nft', 'collection'] as const;
export const adminHiddenQuerySchema = z.object({
  kind: z.enum(adminHiddenKinds).default('nft'),
  cursor: cursorField,
  limit: limitField,
});
export const adminHiddenItemSchema = z.object({
  kind: z.enum(adminHiddenKinds),
  nft: adminNftSchema.nullable(),
  collection: adminCollectionSchema.nullable(),
});
export const adminHiddenPageSchema = pageSchema(adminHiddenItemSchema);

export const adminAuditQuerySchema = z.object({
  targetType: z.string().trim().min(1).max(32).optional(),
  targetId: z.string().trim().min(1).max(100).optional(),
  cursor: cursorField,
  limit: limitField,
});
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  actorAddress: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export const adminAuditPageSchema = pageSchema(adminAuditEntrySchema);

/** The owner's view of why an NFT they hold is hidden (GET /v1/nfts/:chain/:contractAddress/:tokenId/moderation). */
export const nftModerationSchema = z.object({
  hidden: z.literal(true),
  reason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  scope: z.enum(['nft', 'collection']).describe('Whether the NFT itself or its collection was hidden'),
});

export type AdminCollection = z.output<typeof adminCollectionSchema>;
export type AdminReport = z.output<typeof adminReportSchema>;
export type AdminNft = z.output<typeof adminNftSchema>;
export type AdminHiddenItem = z.output<typeof adminHiddenItemSchema>;
export type AdminAuditEntry = z.output<typeof adminAuditEntrySchema>;
export type AdminHiddenBody = z.output<typeof adminHiddenBodySchema>;
export type AdminResolveReportBody = z.output<typeof adminResolveReportBodySchema>;
export type NftModeration = z.output<typeof nftModerationSchema>;
