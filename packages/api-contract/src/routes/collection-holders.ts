import { z } from 'zod';
import { limitField } from '../fields/query-fields';

/** How many a holder holds, in the ranges OpenSea's holder distribution shows. */
export const holdingRanges = ['1', '2-3', '4-10', '11-25', '26-50', '51+'] as const;
export type HoldingRange = (typeof holdingRanges)[number];

export const collectionHoldersQuerySchema = z.object({
  limit: limitField.default(20).describe('How many of the largest holders to list, 1 to 100'),
});

const heldField = z.string().describe('Items held: ERC-721 tokens plus ERC-1155 copies, a decimal integer');

export const collectionHoldersSchema = z.object({
  owners: z.number().int().describe('Distinct holders of the visible items'),
  held: heldField.describe('Every visible item held, copies counted, a decimal integer'),
  top: z
    .array(
      z.object({
        address: z.string(),
        held: heldField,
        share: z.number().describe("The holder's part of `held`, 0 to 1"),
      }),
    )
    .describe('The largest holders, most first; equal holdings by address'),
  distribution: z
    .array(z.object({ range: z.enum(holdingRanges), holders: z.number().int() }))
    .describe('How many holders hold how many items, every range in order, empty ones included'),
});

export type CollectionHoldersQuery = z.output<typeof collectionHoldersQuerySchema>;
export type CollectionHolders = z.output<typeof collectionHoldersSchema>;
