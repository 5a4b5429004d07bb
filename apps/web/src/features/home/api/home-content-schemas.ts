import { z } from 'zod';

// The five home lists of docs/product.md (spec section 3) ("Home content items"), in the server's field names,
// mapped to camelCase once here so components never see the wire shape.

/** True for absolute http(s) URLs, the only links and images the home page will render. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    // Not a URL at all (relative paths included: the server sends absolute URLs).
    return false;
  }
}

// A curated link that is not http(s) (a typo, a `javascript:` URL) is dropped rather than
// rendered; the item still shows, only without that link or picture.
const httpUrlOrNull = z
  .string()
  .nullish()
  .transform((value) => (value && isHttpUrl(value) ? value : null));

const textOrNull = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value : null));

const positiveId = z.number().int().positive();

/** `{ content: [...] }`, the data of every home list, unwrapped to the list. */
export function contentListSchema<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item) }).transform(({ content }) => content);
}

export const topCollectionSchema = z
  .object({
    collection_id: positiveId.nullish(),
    title: z.string(),
    tag: textOrNull,
    back_ground_url: httpUrlOrNull,
    icon_url: httpUrlOrNull,
    external_url: httpUrlOrNull,
  })
  .transform((item) => ({
    collectionId: item.collection_id ?? null,
    title: item.title,
    tag: item.tag,
    backgroundUrl: item.back_ground_url,
    iconUrl: item.icon_url,
    externalUrl: item.external_url,
  }));
export type TopCollection = z.output<typeof topCollectionSchema>;

export const homeEventSchema = z
  .object({ title: z.string(), event_desc: textOrNull, link_url: httpUrlOrNull, pic_url: httpUrlOrNull })
  .transform((item) => ({
    title: item.title,
    description: item.event_desc,
    linkUrl: item.link_url,
    pictureUrl: item.pic_url,
  }));
export type HomeEvent = z.output<typeof homeEventSchema>;

export const homeArtistSchema = z
  .object({ artist: z.string(), introduction: textOrNull, header_icon_url: httpUrlOrNull, link_url: httpUrlOrNull })
  .transform((item) => ({
    name: item.artist,
    introduction: item.introduction,
    headerIconUrl: item.header_icon_url,
    linkUrl: item.link_url,
  }));
export type HomeArtist = z.output<typeof homeArtistSchema>;

export const homeFavoriteSchema = z
  .object({
    title: z.string(),
    reward_desc: textOrNull,
    favorite_desc: textOrNull,
    icon_url: httpUrlOrNull,
    header_icon_url: httpUrlOrNull,
    link_url: httpUrlOrNull,
  })
  .transform((item) => ({
    title: item.title,
    rewardDescription: item.reward_desc,
    description: item.favorite_desc,
    iconUrl: item.icon_url,
    headerIconUrl: item.header_icon_url,
    linkUrl: item.link_url,
  }));
export type HomeFavorite = z.output<typeof homeFavoriteSchema>;

export const homeDerivativeSchema = z
  .object({
    id: positiveId,
    title: z.string(),
    like_num: z.number().int().nonnegative(),
    header_icon_url: httpUrlOrNull,
    icon_url: httpUrlOrNull,
    link_url: httpUrlOrNull,
  })
  .transform((item) => ({
    id: item.id,
    title: item.title,
    likeCount: item.like_num,
    headerIconUrl: item.header_icon_url,
    iconUrl: item.icon_url,
    linkUrl: item.link_url,
  }));
export type HomeDerivative = z.output<typeof homeDerivativeSchema>;
