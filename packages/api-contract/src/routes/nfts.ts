import { z } from 'zod';
import { attributeDisplayTypes, contractStandards, orderKinds } from '@nft/shared';
import { pageSchema } from '../fields/page';
import { addressField, tokenIdField } from '../fields/query-fields';
import { mediaObjectSchema } from '../fields/media-object';

/** The identity of a token in paths: chain symbol, contract address and decimal token id. */
export const nftParamsSchema = z.object({
  chain: z.string().min(1).max(32).describe('Chain symbol'),
  contractAddress: addressField,
  tokenId: tokenIdField,
});

export type NftKey = z.output<typeof nftParamsSchema>;

const decimal = z.string().describe('Decimal integer');

const priceSchema = z.object({
  price: decimal.describe('In base units of the currency'),
  currency: z.string().nullable().describe('Token address; the zero address for the native currency'),
});

export const nftSchema = z.object({
  chain: z.string(),
  contractAddress: z.string(),
  tokenId: decimal,
  standard: z.enum(contractStandards),
  name: z.string().nullable(),
  image: mediaObjectSchema.nullable(),
  collection: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  owner: z.string().nullable().describe('The holder of a single-owner token (ERC-721, NRC-721); null for ERC-1155 or when unknown'),
  ownerCount: z.number().int().describe('Addresses holding at least one copy'),
  supply: decimal.describe('Copies (1 for ERC-721)'),
  bestListing: priceSchema
    .extend({
      kind: z.enum(orderKinds),
      orderHash: z.string().nullable().describe('The listing to buy (GET /v1/orders/{chain}/{orderHash}); price is per copy'),
    })
    .nullable(),
  lastSale: priceSchema
    .extend({ at: z.string().nullable() })
    .nullable()
    .describe('The last sale, per copy (cards show it when the token is not on sale)'),
  rarityRank: z
    .number()
    .int()
    .nullable()
    .describe(
      'Rank by rarity within its collection, 1 the rarest, equal items sharing a rank; null outside a collection or without traits',
    ),
  createdAt: z.string().describe('ISO 8601'),
});

export const nftAttributeSchema = z.object({
  traitType: z.string(),
  value: z.string(),
  displayType: z.enum(attributeDisplayTypes),
  maxValue: z.string().nullable().describe('The total of a level or stat, as a decimal number'),
});

export const nftOwnerSchema = z.object({ address: z.string(), balance: decimal });

export const nftDetailCollectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: mediaObjectSchema.nullable(),
  verified: z.boolean(),
  royaltyBps: z.number().int().describe('Creator royalty in basis points (0 to 1000)'),
  royaltyAddress: z.string().nullable(),
});

export const effectiveRoyaltySchema = z
  .object({
    bps: z.number().int().min(0).max(10_000).describe('Basis points of the sale price'),
    receiver: z.string().nullable(),
    source: z
      .enum(['chain', 'collection', 'none'])
      .describe("chain: the token's ERC-2981 royaltyInfo; collection: the collection's setting (the contract has no ERC-2981); none"),
  })
  .describe('The royalty a sale of this token pays; trading uses the same figure');

export const explorerLinksSchema = z
  .object({
    contract: z.string().nullable(),
    token: z.string().nullable(),
    owner: z.string().nullable().describe('The single owner of an ERC-721 or NRC-721 token'),
    creator: z.string().nullable(),
  })
  .describe('Block explorer pages from the chain registry; null where the chain has no explorer (local chains)');

export const nftDetailSchema = nftSchema.extend({
  collection: nftDetailCollectionSchema.nullable(),
  chainName: z.string(),
  isPlatformToken: z.boolean().describe("Minted on the marketplace's own contract: deleting it means burning it from the wallet"),
  inTrade: z.boolean().describe('An open (active or inactive) listing exists: the token cannot be deleted or transferred here'),
  staked: z.boolean().describe('Locked in a stake: the token cannot be deleted'),
  explorer: explorerLinksSchema,
  animationMime: z.string().nullable().describe('Content type of `animation` (video/* or audio/*), so a client picks the right player'),
  hasUnlockable: z.boolean().describe('Owners can read unlockable content at /unlockable; the content itself is never in this response'),
  favorited: z.boolean().describe('Whether the signed-in caller (token header) favourited it; false when anonymous'),
  description: z.string().nullable(),
  animation: mediaObjectSchema.nullable(),
  externalUrl: z.string().nullable(),
  tokenUri: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable().describe('The token metadata as indexed (untrusted)'),
  frozen: z.boolean(),
  royalty: effectiveRoyaltySchema,
  creator: z.string().nullable(),
  attributes: z.array(nftAttributeSchema),
  owners: z.array(nftOwnerSchema).describe('Up to 100 holders, largest balance first; ownerCount gives the total'),
  mint: z.object({ txHash: z.string(), blockNumber: z.number().int(), mintedAt: z.string().nullable() }).nullable(),
  bestOffer: priceSchema
    .extend({ orderHash: z.string().nullable().describe('The offer to accept (GET /v1/orders/{chain}/{orderHash}); per-copy price') })
    .nullable()
    .describe('The highest active offer this token can fill: on the token, its collection, or a trait it has'),
  favoriteCount: z.number().int(),
  rarity: z
    .object({ rank: z.number().int(), of: z.number().int().describe('Items of the collection ranked') })
    .nullable()
    .describe('Its rarity rank among the items of its collection (docs: OpenRarity, text traits); null when it has none'),
});

export const nftPageSchema = pageSchema(nftSchema);

export type Nft = z.infer<typeof nftSchema>;
export type NftDetail = z.infer<typeof nftDetailSchema>;
