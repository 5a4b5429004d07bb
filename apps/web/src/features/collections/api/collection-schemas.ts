import { z } from 'zod';

// The web's copy of a collection as the edit form needs it (GET /v1/collections/:id); unknown
// fields are dropped, so the explore helper's additions do not break the form.
const mediaSchema = z.object({ url: z.string(), thumbnailUrl: z.string().nullable(), width: z.number().int().nullable(), height: z.number().int().nullable() });

export const editableCollectionSchema = z.object({
  id: z.number().int(),
  chain: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  creator: z.string(),
  royaltyBps: z.number().int(),
  royaltyAddress: z.string().nullable(),
  paymentToken: z.string().nullable(),
  website: z.string().nullable(),
  logo: mediaSchema.nullable(),
  featured: mediaSchema.nullable(),
  banner: mediaSchema.nullable(),
});

export type EditableCollection = z.infer<typeof editableCollectionSchema>;

export const deletedCollectionSchema = z.object({ id: z.number().int(), deletedAt: z.string(), detachedNfts: z.number().int() });

/** The body of POST /v1/collections and PATCH /v1/collections/:id. */
export type CollectionBody = {
  chain?: string;
  name: string;
  description: string | null;
  category: string | null;
  royalty: number;
  royaltyAddress: string;
  paymentToken: string | null;
  website: string | null;
  logoMediaId?: number | null;
  featuredMediaId?: number | null;
  bannerMediaId?: number | null;
  termsAccepted: true;
};
