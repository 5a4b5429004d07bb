import { z } from 'zod';
import { collectionCategories } from '@nft/shared';
import { mediaIdField, optionalText, requiredText, termsField, websiteField } from '../fields/form-fields';
import { limitField } from '../fields/query-fields';
import { collectionDescriptionMax, collectionNameLength, royaltyField } from './collection-write';
import { transactionStepSchema } from './orders';

/**
 * Drops (issue 16, docs/decisions/047-drops-in-the-product.md): a creator sells a new collection by public mint
 * from an ERC-721 clone of the chain's drop factory (docs/decisions/046-drop-contract.md). The API records the
 * drop and builds the creator's deploy transaction; the contract's address is known before it is sent
 * (a deterministic clone), and the indexer follows it like any collection.
 */

/** Where a drop is in its life: `pending` until the factory's DropCreated is indexed. */
export const dropPhases = ['pending', 'upcoming', 'allowlist', 'public', 'ended', 'soldOut'] as const;
export type DropPhase = (typeof dropPhases)[number];

/** The list filter: live = allowlist or public phase and not sold out; ended includes sold out. */
export const dropListStatuses = ['live', 'upcoming', 'ended'] as const;
export type DropListStatus = (typeof dropListStatuses)[number];

/** Bounds the contract and the form share. */
export const dropLimits = {
  maxSupply: 10_000,
  maxPerWallet: 100,
  maxMintQuantity: 20,
  maxAllowlist: 5_000,
  maxArtworkItems: 100,
  symbolMax: 11,
} as const;

const chainField = z.string().trim().min(1).max(16).describe("An active EVM chain symbol from GET /v1/chains, e.g. 'local1'");
const evmAddressField = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address (0x + 40 hex)')
  .transform((value) => value.toLowerCase());
const baseUnits = z.string().regex(/^\d{1,78}$/, 'must be a whole number of base units');
const hex32 = z.string().regex(/^0x[0-9a-f]{64}$/);
export const dropIdField = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).describe('The drop id');

const artworkItemSchema = z.strictObject({
  mediaId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).describe('Media id from POST /v1/uploads?kind=nft_media'),
  name: optionalText(100).describe('Token name; "<collection> #<id>" when absent'),
  description: optionalText(1000),
});

export const dropArtworkSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('uploads'),
    items: z
      .array(artworkItemSchema)
      .min(1)
      .max(dropLimits.maxArtworkItems)
      .describe('Token n shows item (n - 1) mod items.length; the API serves the metadata (GET /v1/drops/{id}/metadata/{tokenId})'),
  }),
  z.strictObject({
    kind: z.literal('baseUri'),
    baseUri: z
      .string()
      .trim()
      .max(300)
      .regex(/^(https:\/\/|ipfs:\/\/|ar:\/\/)\S+\/$/, 'must be an https://, ipfs:// or ar:// URI ending in /')
      .describe('tokenURI(n) = baseUri + n'),
  }),
]);
export type DropArtwork = z.output<typeof dropArtworkSchema>;

/** Seconds since the epoch are what the contract keeps; the API takes ISO 8601 times. */
const timeField = z.iso.datetime({ offset: true });

export const createDropBodySchema = z
  .strictObject({
    chain: chainField,
    // Collection details, as for any collection (POST /v1/collections).
    name: requiredText(collectionNameLength.min, collectionNameLength.max),
    symbol: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,11}$/, 'must be 1 to 11 letters or digits')
      .describe('The ERC-721 symbol'),
    description: optionalText(collectionDescriptionMax),
    logoMediaId: mediaIdField.describe('Media id from POST /v1/uploads?kind=logo; also the preview'),
    featuredMediaId: mediaIdField.describe('Media id from POST /v1/uploads?kind=featured'),
    bannerMediaId: mediaIdField.describe('Media id from POST /v1/uploads?kind=banner'),
    category: z.enum(collectionCategories).nullable().optional(),
    website: websiteField,
    royalty: royaltyField.describe('ERC-2981 royalty in percent'),
    royaltyAddress: evmAddressField.optional().describe('Who receives the royalty; the creator when absent'),
    artwork: dropArtworkSchema,
    // Sale settings, mirrored from the contract.
    supply: z.number().int().min(1).max(dropLimits.maxSupply),
    price: baseUnits.describe('Per token, in base units of paymentToken; 0 = free'),
    paymentToken: evmAddressField
      .nullable()
      .optional()
      .describe("An ERC-20 of the chain's payment tokens that the factory allows; null or absent: the native currency"),
    perWalletLimit: z.number().int().min(1).max(dropLimits.maxPerWallet).describe('Most tokens one wallet may mint, over both phases'),
    startsAt: timeField.describe('Start of the sale: of the allowlist phase when there is an allowlist, else of the public phase'),
    publicStartsAt: timeField.optional().describe('With an allowlist: when the public phase begins (after startsAt); ignored without one'),
    endsAt: timeField,
    allowlist: z
      .array(evmAddressField)
      .max(dropLimits.maxAllowlist)
      .default([])
      .describe('Addresses that may mint during the allowlist phase (a merkle root on chain); empty: no allowlist phase'),
    termsAccepted: termsField,
  })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), { message: 'must be after the start', path: ['endsAt'] })
  .refine((body) => body.allowlist.length === 0 || body.publicStartsAt !== undefined, {
    message: 'an allowlist needs the public phase start',
    path: ['publicStartsAt'],
  })
  .refine(
    (body) =>
      body.allowlist.length === 0 ||
      body.publicStartsAt === undefined ||
      (Date.parse(body.publicStartsAt) > Date.parse(body.startsAt) && Date.parse(body.publicStartsAt) < Date.parse(body.endsAt)),
    { message: 'must lie between the start and the end', path: ['publicStartsAt'] },
  )
  .describe('A new drop; the creator is the signed-in account and deploys it from their wallet');
export type CreateDropBody = z.output<typeof createDropBodySchema>;

export const dropTokenSchema = z.object({
  address: z.string().describe('The ERC-20, or the zero address for the native currency'),
  symbol: z.string(),
  decimals: z.number().int(),
  native: z.boolean(),
});

export const dropSchema = z.object({
  id: z.number().int(),
  chain: z.string(),
  chainName: z.string(),
  chainId: z.number().int().describe('The EVM chain id, for the wallet'),
  phase: z.enum(dropPhases),
  /** The clone's address (known before deployment: a deterministic clone). */
  contractAddress: z.string(),
  factoryAddress: z.string(),
  deployed: z.boolean().describe('The factory’s DropCreated was indexed'),
  deployTxHash: z.string().nullable(),
  collectionId: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable().describe('Preview: the logo, else the first artwork'),
  bannerUrl: z.string().nullable(),
  previewImages: z.array(z.string()).describe('Up to 8 artwork images'),
  creator: z.object({ address: z.string(), name: z.string().nullable(), artistId: z.number().int().nullable() }),
  supply: z.number().int(),
  minted: z.number().int().describe('Tokens minted so far (indexed)'),
  price: baseUnits.describe('Per token, base units of token'),
  priceDisplay: z.string().describe("In the token's display units"),
  token: dropTokenSchema,
  perWalletLimit: z.number().int(),
  startsAt: z.iso.datetime(),
  publicStartsAt: z.iso.datetime().describe('Equals startsAt without an allowlist'),
  endsAt: z.iso.datetime(),
  hasAllowlist: z.boolean(),
  allowlistSize: z.number().int(),
  merkleRoot: hex32.nullable(),
  royaltyBps: z.number().int(),
  feeBps: z.number().int().describe("The marketplace's share of the proceeds, paid on withdrawal"),
  artworkKind: z.enum(['uploads', 'baseUri']),
  baseUri: z.string(),
  createdAt: z.iso.datetime(),
  /** The chain's clock (the latest block's timestamp, unix seconds): phase is judged at this time, not the visitor's. */
  chainTime: z.number().int(),
});
export type Drop = z.output<typeof dropSchema>;

/** What one wallet may do now (GET /v1/drops/{id}?wallet=...). */
export const dropWalletSchema = z.object({
  address: z.string(),
  allowlisted: z.boolean(),
  minted: z.number().int().describe('Minted by this wallet, read from the contract (mintedBy)'),
  /** How many it may mint now: 0 when the phase does not admit it, the limit is reached or it is sold out. */
  mintable: z.number().int(),
});
export type DropWallet = z.output<typeof dropWalletSchema>;

export const dropDetailSchema = dropSchema.extend({ wallet: dropWalletSchema.nullable() });
export type DropDetail = z.output<typeof dropDetailSchema>;

export const dropListQuerySchema = z.object({
  status: z.enum(dropListStatuses).optional().describe('Absent: every deployed drop'),
  creator: evmAddressField.optional().describe('Drops of this creator (pending ones included)'),
  chain: chainField.optional(),
  limit: limitField,
});
export type DropListQuery = z.output<typeof dropListQuerySchema>;
export const dropListSchema = z.object({ items: z.array(dropSchema) });
export type DropList = z.output<typeof dropListSchema>;

export const dropParamsSchema = z.object({ id: dropIdField });
export const dropDetailQuerySchema = z.object({ wallet: evmAddressField.optional().describe('Also say what this wallet may mint') });

export const dropCreateResponseSchema = z.object({
  drop: dropSchema,
  steps: z.array(transactionStepSchema).describe('Send from the creator wallet: the factory’s createDrop'),
});
export type DropCreateResponse = z.output<typeof dropCreateResponseSchema>;
/** POST /v1/drops/{id}/deploy: the deploy step again (the creator only, while pending). */
export const dropDeployResponseSchema = z.object({ steps: z.array(transactionStepSchema) });

/** GET /v1/drops/{id}/allowlist/{address} */
export const dropProofParamsSchema = z.object({ id: dropIdField, address: evmAddressField });
export const dropProofSchema = z.object({
  address: z.string(),
  allowlisted: z.boolean(),
  root: hex32.nullable(),
  proof: z.array(hex32).describe('OpenZeppelin MerkleProof for leaf keccak256(bytes.concat(keccak256(abi.encode(address))))'),
});
export type DropProof = z.output<typeof dropProofSchema>;

export const dropMintBodySchema = z.strictObject({
  minter: evmAddressField.describe('The wallet that sends the mint'),
  quantity: z.number().int().min(1).max(dropLimits.maxMintQuantity),
});
export type DropMintBody = z.output<typeof dropMintBodySchema>;
export const dropMintResponseSchema = z.object({
  steps: z
    .array(transactionStepSchema)
    .describe(
      'Send in order from the minter: approve when an ERC-20 allowance is short, then mint(quantity, proof) with the price as value',
    ),
  total: baseUnits.describe('What the mint costs'),
});
export type DropMintResponse = z.output<typeof dropMintResponseSchema>;

/** GET /v1/drops/{id}/metadata/{tokenId}: the token JSON of an uploaded artwork set. */
export const dropMetadataParamsSchema = z.object({
  id: dropIdField,
  tokenId: z.coerce.number().int().positive().max(dropLimits.maxSupply),
});
export const dropMetadataSchema = z.object({ name: z.string(), description: z.string().optional(), image: z.string() });
