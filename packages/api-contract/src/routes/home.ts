import { z } from 'zod';
import { idField } from '../fields/query-fields';

/**
 * Home page content with the field names of docs/product.md (spec section 3) ("Home content items"), which the
 * web reads as `data.content`. Image fields are absolute URLs of stored media, or null.
 */
const url = z.string().nullable();

export const topCollectionSchema = z.object({
  back_ground_url: url,
  icon_url: url,
  title: z.string(),
  tag: z.string().nullable(),
  external_url: url.describe('When set, the slide opens this link instead of the collection'),
  collection_id: z.number().int().nullable(),
});

export const eventSchema = z.object({ title: z.string(), event_desc: z.string().nullable(), link_url: url, pic_url: url });

export const artistSchema = z.object({
  id: z.number().int().describe('The artist page is /artist/{id}'),
  artist: z.string(),
  introduction: z.string().nullable(),
  header_icon_url: url,
  link_url: url,
});

export const favoriteSchema = z.object({
  title: z.string(),
  reward_desc: z.string().nullable(),
  favorite_desc: z.string().nullable(),
  icon_url: url,
  header_icon_url: url,
  link_url: url,
});

export const derivativeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  like_num: z.number().int(),
  header_icon_url: url,
  icon_url: url,
  link_url: url,
  liked: z.boolean().describe('Whether the caller (the `token` header) likes it; false for anonymous callers'),
});

/** `POST /newfrontpage/addderivativelike {id}`: the spec's body; the id as a number or a decimal string. */
export const derivativeLikeBodySchema = z.object({
  id: z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), idField]).describe('The re-creation id'),
});

/** The like is a toggle: the caller's state after the request and the new count. */
export const derivativeLikeSchema = z.object({
  id: z.number().int(),
  liked: z.boolean().describe("true: the request added the caller's like; false: it took it back"),
  like_num: z.number().int().describe('How many accounts like it now'),
});

export const contentOf = <T extends z.ZodType>(item: T) => z.object({ content: z.array(item).describe('In display order') });

export type TopCollection = z.infer<typeof topCollectionSchema>;
export type HomeEvent = z.infer<typeof eventSchema>;
export type Artist = z.infer<typeof artistSchema>;
export type Favorite = z.infer<typeof favoriteSchema>;
export type Derivative = z.infer<typeof derivativeSchema>;
export type DerivativeLike = z.infer<typeof derivativeLikeSchema>;
