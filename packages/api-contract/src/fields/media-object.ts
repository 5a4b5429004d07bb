import { z } from 'zod';

/** How every read route shows a stored image: absolute URLs on the media origin, never the source URL. */
export const mediaObjectSchema = z
  .object({
    url: z.string(),
    thumbnailUrl: z.string().nullable().describe('A smaller re-encoded copy; null when none was made'),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .describe('Stored media, served from <media origin>/media/<key>');

export type MediaObject = z.infer<typeof mediaObjectSchema>;
