import { z } from 'zod';

const mediaSchema = z.object({ url: z.string(), thumbnailUrl: z.string().nullable(), width: z.number().int().nullable(), height: z.number().int().nullable() });

/** GET /v1/accounts/:address (the web's own copy). */
export const accountProfileSchema = z.object({
  address: z.string(),
  name: z.string().nullable(),
  picture: mediaSchema.nullable(),
  cover: mediaSchema.nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  joinedAt: z.string().nullable(),
  counts: z.object({ collected: z.number().int(), created: z.number().int(), favorited: z.number().int(), collections: z.number().int() }),
});

export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** PUT /v1/me/profile replaces the whole profile; images absent from the body are removed. */
export type ProfileBody = {
  name: string | null;
  pictureMediaId?: number | null;
  coverMediaId?: number | null;
  description: string | null;
  website: string | null;
};
