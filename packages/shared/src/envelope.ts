import { z } from 'zod';

/** Success envelope of every API response: `{ code: 200, data }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), data });
}

/** Failure envelope: the HTTP status repeated in `code`, a stable `error` code and a human message. */
export const failureEnvelope = z.object({
  code: z.number().int(),
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});

export type FailureEnvelope = z.infer<typeof failureEnvelope>;
