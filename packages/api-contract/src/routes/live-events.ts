import { z } from 'zod';
import { activityKinds } from '@nft/shared';
import { addressField, idField, tokenIdField } from '../fields/query-fields';

/**
 * The live event stream (docs/decisions/050-live-updates.md): GET /v1/events. With
 * `Accept: text/event-stream` it is a server-sent event stream; otherwise one JSON page of the log.
 */
// `order`: an order's status, fill, end time or auction end moved (migration 0017); `from` is its maker.
// `floor`: a collection's floor moved (migration 0027); `price` is the new floor, null when nothing is on sale.
export const liveEventKinds = [...activityKinds, 'metadata', 'order', 'floor', 'resync'] as const;
export type LiveEventKind = (typeof liveEventKinds)[number];

/** An event id: the SSE `id`, `Last-Event-ID` and `since` all carry it. */
const eventIdField = z
  .string()
  .regex(/^\d{1,15}$/, 'must be an event id')
  .transform(Number);

export const liveEventsQuerySchema = z
  .object({
    chain: z.string().min(1).max(32).optional().describe('Only this chain (symbol)'),
    collection: idField.optional().describe('Only this collection (id)'),
    contract: addressField.optional().describe('Only this contract'),
    tokenId: tokenIdField.optional().describe('Only this token (needs `contract`)'),
    account: addressField.optional().describe('Only events this address sent or received'),
    since: eventIdField.optional().describe('Events after this id (a stream prefers the `Last-Event-ID` header)'),
    limit: z.coerce.number().int().min(1).max(100).default(100).describe('JSON page size, 1 to 100'),
  })
  .refine((query) => query.tokenId === undefined || query.contract !== undefined, {
    message: 'tokenId needs contract',
    path: ['tokenId'],
  });

export type LiveEventsQuery = z.output<typeof liveEventsQuerySchema>;

export const liveEventsHeadersSchema = z.object({
  'last-event-id': eventIdField.optional().describe('Sent by EventSource on reconnection: the stream resumes after it'),
  accept: z.string().max(1000).optional().describe('`text/event-stream` for the stream, anything else for JSON'),
});

const decimal = z.string().describe('Decimal integer');

export const liveEventSchema = z.object({
  id: z.number().int().describe('Increasing; resume after it with Last-Event-ID or `since`'),
  kind: z
    .enum(liveEventKinds)
    .describe(
      "An activity kind, `metadata` (refreshed), `order` (an order changed status, fill or end time; `from` is its maker, `price` its start price), `floor` (a collection's floor moved; `price` the new floor in `currency`, null when nothing is on sale), or `resync` (a bulk change on the chain: refetch)",
    ),
  chain: z.string(),
  collectionId: z.number().int().nullable(),
  contractAddress: z.string().nullable(),
  tokenId: decimal.nullable(),
  from: z.string().nullable(),
  to: z.string().nullable().describe("Null for a listing and an order event (a private order's buyer is not public)"),
  quantity: decimal.nullable(),
  price: decimal.nullable().describe('In base units of the currency'),
  currency: z.string().nullable(),
  orderHash: z.string().nullable(),
  txHash: z.string().nullable(),
  occurredAt: z.string().nullable().describe('ISO 8601'),
});

export type LiveEvent = z.infer<typeof liveEventSchema>;

export const liveEventsPageSchema = z.object({
  events: z.array(liveEventSchema).describe('Oldest first'),
  lastId: z.number().int().describe('The newest id in the log: pass it as `since` (or Last-Event-ID) to continue'),
  reset: z.boolean().describe('True when events after `since` were already pruned: refetch what you show, then continue'),
});

export type LiveEventsPage = z.infer<typeof liveEventsPageSchema>;
