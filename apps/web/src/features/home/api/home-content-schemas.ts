import type { z } from 'zod';
import * as contract from '@nft/api-contract';
import { contentOf } from '@nft/api-contract';

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
const httpUrlOrNull = (value: string | null) => (value && isHttpUrl(value) ? value : null);

const textOrNull = (value: string | null) => (value?.trim() ? value : null);

/** `{ content: [...] }`, the data of every home list, unwrapped to the list. */
export function contentListSchema<T extends z.ZodType>(item: T) {
  return contentOf(item).transform(({ content }) => content);
}

// The wire shapes are the API contract's (spec field names); each is mapped to camelCase here.
export const topCollectionSchema = contract.topCollectionSchema.transform((item) => ({
  collectionId: item.collection_id,
  title: item.title,
  tag: textOrNull(item.tag),
  backgroundUrl: httpUrlOrNull(item.back_ground_url),
  iconUrl: httpUrlOrNull(item.icon_url),
  externalUrl: httpUrlOrNull(item.external_url),
}));
export type TopCollection = z.output<typeof topCollectionSchema>;

export const homeEventSchema = contract.eventSchema.transform((item) => ({
  title: item.title,
  description: textOrNull(item.event_desc),
  linkUrl: httpUrlOrNull(item.link_url),
  pictureUrl: httpUrlOrNull(item.pic_url),
}));
export type HomeEvent = z.output<typeof homeEventSchema>;

export const homeArtistSchema = contract.artistSchema.transform((item) => ({
  id: item.id,
  name: item.artist,
  introduction: textOrNull(item.introduction),
  headerIconUrl: httpUrlOrNull(item.header_icon_url),
  linkUrl: httpUrlOrNull(item.link_url),
}));
export type HomeArtist = z.output<typeof homeArtistSchema>;

export const homeFavoriteSchema = contract.favoriteSchema.transform((item) => ({
  title: item.title,
  rewardDescription: textOrNull(item.reward_desc),
  description: textOrNull(item.favorite_desc),
  iconUrl: httpUrlOrNull(item.icon_url),
  headerIconUrl: httpUrlOrNull(item.header_icon_url),
  linkUrl: httpUrlOrNull(item.link_url),
}));
export type HomeFavorite = z.output<typeof homeFavoriteSchema>;

export const homeDerivativeSchema = contract.derivativeSchema.transform((item) => ({
  id: item.id,
  title: item.title,
  likeCount: item.like_num,
  liked: item.liked,
  headerIconUrl: httpUrlOrNull(item.header_icon_url),
  iconUrl: httpUrlOrNull(item.icon_url),
  linkUrl: httpUrlOrNull(item.link_url),
}));
export type HomeDerivative = z.output<typeof homeDerivativeSchema>;
