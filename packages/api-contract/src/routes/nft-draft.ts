import { z } from 'zod';
import { optionalText, requiredText, websiteField } from '../fields/form-fields';
import { fieldMessage } from '../messages/field-messages';

export const nftNameLength = { min: 4, max: 45 } as const;
export const nftDescriptionMax = 2000;
export const unlockableContentMax = 10_000;
// The platform ERC-1155 refuses more than MAX_MINT_AMOUNT (10,000) copies per mint: keep them equal.
export const copiesRange = { min: 1, max: 10_000 } as const;
const maxAttributesPerKind = 50;

const required = fieldMessage('required');
const requiredError = { error: () => required };
const copiesMessage = fieldMessage('copies', copiesRange);
const attributeRange = fieldMessage('attributeRange');

const mediaId = z.number(requiredError).int().positive().max(Number.MAX_SAFE_INTEGER);

const trait = z.strictObject({
  type: requiredText(1, 50),
  value: requiredText(1, 100),
});

/** A level or a stat: a current value below its total (docs/product.md, spec section 5). */
const ranged = z
  .strictObject({
    type: requiredText(1, 50),
    value: z.number(requiredError).finite().min(0),
    max: z.number(requiredError).finite().positive().max(1e15),
  })
  .superRefine((entry, context) => {
    if (!(entry.value < entry.max)) context.addIssue({ code: 'custom', path: ['value'], message: attributeRange });
  });

export const nftAttributesInputSchema = z
  .strictObject({
    traits: z.array(trait).max(maxAttributesPerKind).default([]),
    levels: z.array(ranged).max(maxAttributesPerKind).default([]),
    stats: z.array(ranged).max(maxAttributesPerKind).default([]),
  })
  .describe('Text traits, levels and stats (current value below the total)');

export const createNftDraftBodySchema = z
  .strictObject({
    chain: z
      .string(requiredError)
      .trim()
      .min(1, required)
      .max(32, fieldMessage('chainInactive'))
      .describe('An active EVM chain symbol with platform contracts'),
    collectionId: z
      .number()
      .int()
      .positive()
      .max(Number.MAX_SAFE_INTEGER)
      .nullable()
      .optional()
      .describe("One of the caller's collections on the same chain"),
    name: requiredText(nftNameLength.min, nftNameLength.max),
    description: optionalText(nftDescriptionMax),
    mediaId: mediaId.describe('Media id from POST /v1/uploads?kind=nft_media (image, audio or video)'),
    previewMediaId: mediaId
      .nullable()
      .optional()
      .describe('Media id from POST /v1/uploads?kind=nft_preview; required when the media is audio or video'),
    externalLink: websiteField,
    attributes: nftAttributesInputSchema.optional(),
    unlockableContent: optionalText(unlockableContentMax).describe('Readable only by the current owner once minted'),
    copies: z
      .number({ error: () => copiesMessage })
      .int(copiesMessage)
      .min(copiesRange.min, copiesMessage)
      .max(copiesRange.max, copiesMessage)
      .default(1),
    frozen: z.boolean().default(false).describe('Content-addressed metadata that can never change'),
  })
  .describe('What "Create NFT" prepares before the wallet signs the mint');

export type CreateNftDraftBody = z.output<typeof createNftDraftBodySchema>;

/** OpenSea-style metadata, as the token URI serves it. */
export const nftMetadataDocumentSchema = z
  .object({
    name: z.string(),
    description: z.string().optional(),
    image: z.string(),
    animation_url: z.string().optional(),
    external_url: z.string().optional(),
    attributes: z.array(
      z.object({
        trait_type: z.string(),
        value: z.union([z.string(), z.number()]),
        display_type: z.string().optional(),
        max_value: z.number().optional(),
      }),
    ),
  })
  .describe('ERC-721 / ERC-1155 metadata JSON (OpenSea conventions)');

export type NftMetadataDocument = z.output<typeof nftMetadataDocumentSchema>;

export const nftDraftSchema = z.object({
  id: z.number().int(),
  chain: z.string(),
  collectionId: z.number().int().nullable(),
  tokenUri: z.string().describe('Pass this exact URI to the mint call: the indexer links the mint to this draft by it'),
  frozen: z.boolean(),
  copies: z.number().int(),
  metadata: nftMetadataDocumentSchema,
  mint: z.object({
    standard: z.enum(['ERC-721', 'ERC-1155']),
    contractAddress: z.string().describe('The platform contract of the chain for this standard'),
    functionName: z.literal('mint'),
    signature: z.string().describe('The function as a human-readable ABI item'),
    args: z.array(z.string()).describe('The arguments in order, numbers as decimal strings'),
    royaltyReceiver: z.string().describe("The collection's royalty address, or the zero address"),
    royaltyBps: z.number().int().describe("The collection's royalty in basis points, 0 without one"),
  }),
});

export type NftDraft = z.output<typeof nftDraftSchema>;

/**
 * The public id of a draft (nft_drafts.public_id, a random uuid). Any other text, numeric ids
 * included, is accepted here and answered 404 like a draft that does not exist: a metadata URL
 * reveals nothing about which drafts exist (decision 018).
 */
export const nftMetadataParamsSchema = z.object({ id: z.string().max(100).describe("The draft's public id (a uuid)") });
