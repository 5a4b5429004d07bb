import { z } from 'zod';
import { orderKinds, orderTargets } from '@nft/shared';
import { pageSchema } from '../fields/page';
import { mediaObjectSchema } from '../fields/media-object';
import { addressField, cursorField, limitField, tokenIdField } from '../fields/query-fields';

/**
 * The order book's public routes (docs/product.md "Trading"). Integrators and the outside checks use
 * exactly these shapes: extend them, never rename. Prices in requests are decimal strings in the
 * currency's display units (ETH, not wei), at most four decimals; prices in answers are base units.
 */

export const orderSides = ['listing', 'offer', 'bid'] as const;
export const orderStatuses = ['active', 'inactive', 'filled', 'cancelled', 'expired'] as const;
export const orderStatusReasons = [
  'no_balance',
  'no_approval',
  'maker_lost_item',
  'counter_incremented',
  'cancelled_on_chain',
  'cancelled_by_maker',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const decimal = z.string().regex(/^\d{1,78}$/);
const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex');
const bytes32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be 32 bytes of hex');
/** A display-unit price: positive, at most four decimals (spec: "Price precision error"). */
export const displayPriceField = z
  .string()
  .max(40)
  .regex(/^\d{1,30}(\.\d{1,4})?$/, 'Price precision error')
  .refine((value) => /[1-9]/.test(value), 'Price precision error')
  .describe('Decimal string in the display units of the currency (e.g. "0.25" ETH), positive, at most four decimals');
const unixSeconds = z.coerce
  .number()
  .int()
  .min(0)
  .max(2 ** 40);

export const orderItemSchema = z.object({
  contract: addressField,
  tokenId: tokenIdField,
  quantity: z.coerce.number().int().positive().max(1_000_000_000).optional().describe('ERC-1155 copies; 1 for ERC-721'),
  // Bulk listings price each item on its own; `price` of the request is the default.
  price: displayPriceField.optional().describe("This item's price when it differs from the request's `price` (bulk listing)"),
});

const chainField = z.string().min(1).max(32);
const traitField = z.object({ type: z.string().min(1).max(200), value: z.string().min(1).max(500) });

/** A listing at a fixed or declining price (Trading I), or an English auction with `price` as its minimum bid. */
export const listingBuildBodySchema = z.object({
  chain: chainField,
  side: z.literal('listing'),
  kind: z.enum(['fixed', 'declining', 'auction']),
  items: z.array(orderItemSchema).min(1).max(50),
  price: displayPriceField.describe(
    'Starting price (the whole price of a fixed listing) per listed quantity; the minimum bid of an auction',
  ),
  endPrice: displayPriceField.optional().describe('Declining listings: the price at endTime, at most `price`'),
  currency: addressField
    .optional()
    .describe("A payment token of the chain; the chain's native currency when omitted (auctions: an ERC-20)"),
  startTime: unixSeconds.optional().describe('Unix seconds; now when omitted; a future time schedules the listing'),
  endTime: unixSeconds.describe('Unix seconds; after startTime and in the future (an auction: when bidding closes)'),
  privateBuyer: addressField.optional().describe('Only this address may buy (not for auctions)'),
});

/** What an offer buys: `{ contract, tokenId }` one NFT, `{ contract }` any of the collection, `{ contract, trait }` any with that trait. */
export const offerItemSchema = z
  .object({
    contract: addressField,
    tokenId: tokenIdField.optional(),
    trait: traitField.optional(),
    quantity: orderItemSchema.shape.quantity,
  })
  .refine((item) => !(item.tokenId !== undefined && item.trait !== undefined), {
    message: 'An offer is for one token or for a trait, not both',
    path: ['trait'],
  });
export type OfferItem = z.output<typeof offerItemSchema>;

/** An offer in an ERC-20 payment token; fee and royalty are paid out of the offered amount. */
export const offerBuildBodySchema = z.object({
  chain: chainField,
  side: z.literal('offer'),
  items: z.array(offerItemSchema).length(1),
  price: displayPriceField.describe('The whole amount offered for the quantity, display units of `currency`'),
  currency: addressField.describe('An ERC-20 payment token of the chain (the wrapped native token or another allowed token)'),
  endTime: unixSeconds.describe('Unix seconds; when the offer expires'),
});

/** A bid on a running English auction, in the auction's currency. */
export const bidBuildBodySchema = z.object({
  chain: chainField,
  side: z.literal('bid'),
  auctionOrderHash: bytes32.transform((v) => v.toLowerCase()),
  price: displayPriceField.describe('The bid, display units of `currency`'),
  currency: addressField.describe("The auction's ERC-20"),
});

export const orderBuildBodySchema = z.discriminatedUnion('side', [listingBuildBodySchema, offerBuildBodySchema, bidBuildBodySchema]);
export type ListingBuildBody = z.output<typeof listingBuildBodySchema>;
export type OfferBuildBody = z.output<typeof offerBuildBodySchema>;
export type BidBuildBody = z.output<typeof bidBuildBodySchema>;
export type OrderBuildBody = z.output<typeof orderBuildBodySchema>;

export const transactionStepSchema = z.object({
  kind: z.literal('transaction'),
  description: z.string(),
  to: z.string(),
  data: hex,
  value: decimal,
});
export type TransactionStep = z.output<typeof transactionStepSchema>;

/** EIP-712 typed data for `eth_signTypedData_v4` (bigints as decimal strings). */
export const typedDataSchema = z.object({
  domain: z.record(z.string(), z.unknown()),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
});
export type TypedDataPayload = z.output<typeof typedDataSchema>;

export const feeBreakdownSchema = z.object({
  price: decimal.describe('What the buyer pays, base units'),
  marketplaceFee: decimal,
  marketplaceFeeBps: z.number().int(),
  royalty: decimal,
  royaltyBps: z.number().int(),
  royaltyRecipient: z.string().nullable(),
  sellerReceives: decimal,
});

export const orderBuildResponseSchema = z.object({
  steps: z.array(transactionStepSchema),
  signature: typedDataSchema,
  // One entry per item, in request order: what each listing pays out (the seller sees it before signing).
  breakdown: z.array(feeBreakdownSchema),
  // The OrderComponents of each item as signed (bigints as decimal strings); POST /v1/orders takes them back.
  orders: z.array(z.record(z.string(), z.unknown())),
});
export type OrderBuildResponse = z.output<typeof orderBuildResponseSchema>;

/** Seaport OrderComponents as JSON: numbers as decimal strings (or numbers), addresses and bytes as hex. */
export const orderComponentsSchema = z.object({
  offerer: addressField,
  zone: addressField,
  offer: z
    .array(
      z.object({
        itemType: z.coerce.number().int().min(0).max(5),
        token: addressField,
        identifierOrCriteria: z.coerce.string().pipe(decimal),
        startAmount: z.coerce.string().pipe(decimal),
        endAmount: z.coerce.string().pipe(decimal),
      }),
    )
    .min(1)
    .max(50),
  consideration: z
    .array(
      z.object({
        itemType: z.coerce.number().int().min(0).max(5),
        token: addressField,
        identifierOrCriteria: z.coerce.string().pipe(decimal),
        startAmount: z.coerce.string().pipe(decimal),
        endAmount: z.coerce.string().pipe(decimal),
        recipient: addressField,
      }),
    )
    .min(1)
    .max(50),
  orderType: z.coerce.number().int().min(0).max(4),
  startTime: z.coerce.string().pipe(decimal),
  endTime: z.coerce.string().pipe(decimal),
  zoneHash: bytes32,
  salt: z.coerce.string().pipe(z.string().regex(/^(\d{1,78}|0x[0-9a-fA-F]{1,64})$/)),
  conduitKey: bytes32,
  counter: z.coerce.string().pipe(decimal),
});
export type OrderComponentsJson = z.output<typeof orderComponentsSchema>;

export const orderPostBodySchema = z.object({
  chain: z.string().min(1).max(32),
  parameters: orderComponentsSchema,
  signature: hex.max(4000).describe('65-byte, 64-byte compact (EIP-2098) or bulk-order signature'),
  // Not part of the signed order: the zone enforces it (the API authorises fills for this buyer only).
  privateBuyer: addressField.optional().describe('Only this address may buy (a private listing); never the maker'),
  // Trait offers: the trait the signed criteria root was built for (the API rebuilds the root and compares).
  trait: traitField.optional().describe('Trait offers: the trait whose token ids the criteria root commits to'),
  // Bids: the auction they bid on (the signed order names the NFT; this names the auction).
  auctionOrderHash: bytes32
    .transform((v) => v.toLowerCase())
    .optional()
    .describe('Bids: the auction listing this bid is for'),
});
export type OrderPostBody = z.output<typeof orderPostBodySchema>;

export const orderSchema = z.object({
  orderHash: z.string(),
  chain: z.string(),
  side: z.enum(orderSides),
  kind: z.enum(orderKinds),
  maker: z.string(),
  taker: z.string().nullable().describe('The private buyer, if any'),
  contract: z.string(),
  tokenId: decimal.nullable().describe('Null for collection and trait offers'),
  target: z.enum(orderTargets).describe('What an offer buys: one token, any of the collection, or any with `trait`'),
  trait: traitField.nullable(),
  auctionOrderHash: z.string().nullable().describe('Bids: the auction listing they bid on'),
  auctionEndTime: z.number().int().nullable().describe('Auctions: when bidding closes (Unix seconds), after any extension'),
  quantity: decimal,
  remainingQuantity: decimal,
  currency: z.string().describe('Token address; the zero address for the native currency'),
  price: decimal.describe('The current price of the whole listed quantity (a declining price now), base units'),
  startPrice: decimal,
  endPrice: decimal,
  startTime: z.number().int().describe('Unix seconds'),
  endTime: z.number().int().describe('Unix seconds'),
  status: z.enum(orderStatuses),
  statusReason: z.enum(orderStatusReasons).nullable(),
  marketplaceFeeBps: z.number().int().nullable(),
  royaltyBps: z.number().int().nullable(),
  createdAt: z.string().describe('ISO 8601'),
  nft: z
    .object({ name: z.string().nullable(), image: mediaObjectSchema.nullable() })
    .nullable()
    .optional()
    .describe('With include=nft: the token the order is for; null for collection and trait offers and tokens not indexed (or hidden)'),
  collection: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .optional()
    .describe("With include=nft: the order's collection, when it has one"),
});
export type Order = z.output<typeof orderSchema>;

/**
 * GET /v1/orders/{chain}/{orderHash}: the order with what its maker signed, so a seller can cancel it on
 * chain (Seaport `cancel` takes the whole OrderComponents) from any browser. A signed restricted order is
 * public data: nobody can fill it without the zone's authorisation (docs/security.md row 4). Lists keep orderSchema.
 */
export const orderDetailSchema = orderSchema.extend({
  parameters: orderComponentsSchema.describe('The signed Seaport OrderComponents (numbers as decimal strings)'),
  signature: hex.describe('The signature as the book keeps it (canonical 65-byte, or with its bulk-order proof)'),
});
export type OrderDetail = z.output<typeof orderDetailSchema>;

export const orderPostResponseSchema = z.object({ orderHash: z.string(), status: z.enum(orderStatuses) });

export const orderListQuerySchema = z.object({
  chain: z.string().min(1).max(32).optional(),
  contract: addressField.optional(),
  tokenId: tokenIdField.optional(),
  side: z.enum(orderSides).optional(),
  target: z.enum(orderTargets).optional(),
  auctionOrderHash: bytes32.transform((v) => v.toLowerCase()).optional(),
  maker: addressField.optional(),
  // Offers received: open offers on the tokens this address owns, and collection or trait offers they match.
  receivedBy: addressField.optional().describe('Offers (and bids) on tokens this address owns; use with side=offer'),
  status: z.enum(orderStatuses).optional(),
  include: z
    .enum(['nft'])
    .optional()
    .describe('nft: each order also names its token (name and image) and its collection, as a table of offers shows them'),
  cursor: cursorField,
  limit: limitField,
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;
export const orderPageSchema = pageSchema(orderSchema);

export const orderPathSchema = z.object({ chain: z.string().min(1).max(32), orderHash: bytes32.transform((v) => v.toLowerCase()) });

export const orderFillBodySchema = z.object({
  quantity: z.coerce.number().int().positive().max(1_000_000_000).optional().describe('ERC-1155 copies to buy; all when omitted'),
  tokenId: tokenIdField.optional().describe('Collection and trait offers: the token the owner sells into the offer'),
});

export const orderFillResponseSchema = z.object({
  steps: z
    .array(transactionStepSchema)
    .describe(
      "ERC-20 approvals the buyer still has to send; accepting an offer: the NFT's setApprovalForAll and the fee and royalty approval",
    ),
  transaction: z.object({ to: z.string(), data: hex, value: decimal }),
  // For any Seaport client: the signed order and the zone's authorisation (extraData of an AdvancedOrder).
  order: z.object({ parameters: z.record(z.string(), z.unknown()), signature: hex }),
  extraData: hex,
  numerator: decimal,
  denominator: decimal,
  // Accepting a collection or trait offer: Seaport's CriteriaResolver naming the token sold (and its proof), for any client.
  criteriaResolvers: z
    .array(
      z.object({
        orderIndex: decimal,
        side: z.number().int(),
        index: decimal,
        identifier: decimal,
        criteriaProof: z.array(bytes32),
      }),
    )
    .optional()
    .describe('Collection and trait offers: which token fills the criteria item, with its merkle proof (empty for a collection)'),
});
export type OrderFillResponse = z.output<typeof orderFillResponseSchema>;

export const orderCancelResponseSchema = orderPostResponseSchema;

/** A cart: several listings of one chain bought in one `fulfillAvailableAdvancedOrders` transaction. */
export const cartFillBodySchema = z.object({
  chain: z.string().min(1).max(32),
  items: z
    .array(z.object({ orderHash: bytes32.transform((v) => v.toLowerCase()), quantity: orderFillBodySchema.shape.quantity }))
    .min(1)
    .max(50),
});
export type CartFillBody = z.output<typeof cartFillBodySchema>;

export const cartFillResponseSchema = z.object({
  steps: z.array(transactionStepSchema),
  transaction: z.object({ to: z.string(), data: hex, value: decimal }),
  // Listings left out before the transaction (sold, cancelled, private...): they are not charged.
  skipped: z.array(z.object({ orderHash: z.string(), code: z.string(), message: z.string() })),
  included: z.array(z.string()).describe('Order hashes in the transaction; Seaport skips any that sell out before it lands'),
});
export type CartFillResponse = z.output<typeof cartFillResponseSchema>;
