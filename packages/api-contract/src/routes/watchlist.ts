import { z } from 'zod';
import { collectionListItemSchema } from './collections';

/** How many collections one account may watch (docs/decisions/072-collection-watchlist.md). */
export const watchlistLimit = 200;

export const watchStateSchema = z.object({
  collectionId: z.number().int(),
  watching: z.boolean().describe("The caller's state after the request"),
});

export const watchlistItemSchema = collectionListItemSchema.extend({
  watchedAt: z.string().describe('ISO 8601: when the caller added the collection'),
});

/** The caller's whole watchlist, newest first: it holds at most `limit` collections, so it has no pages. */
export const watchlistSchema = z.object({
  items: z.array(watchlistItemSchema),
  limit: z.number().int().describe('How many collections a watchlist may hold'),
});

export type WatchState = z.output<typeof watchStateSchema>;
export type WatchlistItem = z.output<typeof watchlistItemSchema>;
export type Watchlist = z.output<typeof watchlistSchema>;
