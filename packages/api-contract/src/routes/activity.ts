import { z } from 'zod';
import { activityKinds } from '@nft/shared';
import { pageSchema } from '../fields/page';
import { cursorField, enumListField, limitField } from '../fields/query-fields';
import { mediaObjectSchema } from '../fields/media-object';

export const activityQuerySchema = z.object({
  limit: limitField,
  cursor: cursorField,
  kind: enumListField(activityKinds).describe(
    'Only these events (repeat the parameter or separate with commas), e.g. `kind=sale,settlement` for sales; every kind when absent',
  ),
});

export type ActivityQuery = z.output<typeof activityQuerySchema>;

const decimal = z.string().describe('Decimal integer');

export const activitySchema = z.object({
  id: z.number().int(),
  kind: z.enum(activityKinds),
  chain: z.string(),
  contractAddress: z.string().nullable(),
  tokenId: decimal.nullable(),
  nft: z
    .object({ name: z.string().nullable(), image: mediaObjectSchema.nullable() })
    .nullable()
    .describe('Null when the token is not indexed yet'),
  from: z.string().nullable(),
  to: z.string().nullable(),
  quantity: decimal,
  price: decimal.nullable().describe('In base units of the currency'),
  currency: z.string().nullable(),
  orderHash: z.string().nullable(),
  txHash: z.string().nullable().describe('Null for off-chain events such as a signed listing'),
  blockNumber: z.number().int().nullable(),
  occurredAt: z.string().describe('ISO 8601'),
});

export const activityPageSchema = pageSchema(activitySchema);

export type Activity = z.infer<typeof activitySchema>;
