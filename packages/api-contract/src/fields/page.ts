import { z } from 'zod';

/** The response of every keyset-paginated list. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page'),
  });
}

export type Page<T> = { items: T[]; nextCursor: string | null };
