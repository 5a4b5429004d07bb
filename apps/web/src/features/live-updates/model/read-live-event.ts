import type { LiveEvent, LiveEventKind } from '@nft/api-contract';
import { activityKinds } from '@nft/shared';

// The contract's liveEventKinds, built here from @nft/shared: importing the contract's live-events module
// would bundle zod and its route schemas into every first screen (docs/decisions/042-web-reads-answers-by-type.md).
const kinds = [...activityKinds, 'metadata', 'order', 'floor', 'resync'] as const satisfies readonly LiveEventKind[];
// A kind the contract adds but this list lacks is a type error here.
const knowsEveryKind: LiveEventKind extends (typeof kinds)[number] ? true : never = true;

const nullableFields = [
  'contractAddress',
  'tokenId',
  'from',
  'to',
  'quantity',
  'price',
  'currency',
  'orderHash',
  'txHash',
  'occurredAt',
] as const satisfies readonly (keyof LiveEvent)[];

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';

/**
 * One message of the live stream (docs/decisions/050-live-updates.md) checked by hand against the contract's
 * type, or undefined: a kind this build does not know, or a malformed message, is skipped, not fatal.
 */
export function readLiveEvent(data: unknown): LiveEvent | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const event = data as Record<string, unknown>;
  if (!isInteger(event.id) || typeof event.chain !== 'string') return undefined;
  if (!knowsEveryKind || !(kinds as readonly unknown[]).includes(event.kind)) return undefined;
  if (event.collectionId !== null && !isInteger(event.collectionId)) return undefined;
  if (!nullableFields.every((field) => isStringOrNull(event[field]))) return undefined;
  return data as LiveEvent;
}
