import type * as contract from '@nft/api-contract';
import type { Parser } from '../../../lib/api-client';

// The five home lists of docs/product.md (spec section 3) ("Home content items"), in the server's field names,
// mapped to camelCase once here so components never see the wire shape. The wire shapes are the contract's
// types; the lists are read by type and mapped by hand, without zod, which home's first screen does not load
// (docs/decisions/042-web-reads-answers-by-type.md).

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

/** `{ content: [...] }`, the data of every home list, unwrapped to the list and each item mapped. */
export function contentListSchema<W, T>(map: (item: W) => T): Parser<T[]> {
  return {
    safeParse(value) {
      const content = typeof value === 'object' && value !== null ? (value as { content?: unknown }).content : undefined;
      if (!Array.isArray(content)) return { success: false, error: new TypeError('a home list answers { content: [...] }') };
      return { success: true, data: (content as W[]).map(map) };
    },
  };
}

// The wire shapes are the API contract's (spec field names); each is mapped to camelCase here.
export const topCollectionSchema = (item: contract.TopCollection) => ({
  collectionId: item.collection_id,
  title: item.title,
  tag: textOrNull(item.tag),
  backgroundUrl: httpUrlOrNull(item.back_ground_url),
  iconUrl: httpUrlOrNull(item.icon_url),
  externalUrl: httpUrlOrNull(item.external_url),
});
export type TopCollection = ReturnType<typeof topCollectionSchema>;

export const homeEventSchema = (item: contract.HomeEvent) => ({
  title: item.title,
  description: textOrNull(item.event_desc),
  linkUrl: httpUrlOrNull(item.link_url),
  pictureUrl: httpUrlOrNull(item.pic_url),
});
export type HomeEvent = ReturnType<typeof homeEventSchema>;

export const homeArtistSchema = (item: contract.Artist) => ({
  id: item.id,
  name: item.artist,
  introduction: textOrNull(item.introduction),
  headerIconUrl: httpUrlOrNull(item.header_icon_url),
  linkUrl: httpUrlOrNull(item.link_url),
});
export type HomeArtist = ReturnType<typeof homeArtistSchema>;

export const homeFavoriteSchema = (item: contract.Favorite) => ({
  title: item.title,
  rewardDescription: textOrNull(item.reward_desc),
  description: textOrNull(item.favorite_desc),
  iconUrl: httpUrlOrNull(item.icon_url),
  headerIconUrl: httpUrlOrNull(item.header_icon_url),
  linkUrl: httpUrlOrNull(item.link_url),
});
export type HomeFavorite = ReturnType<typeof homeFavoriteSchema>;

export const homeDerivativeSchema = (item: contract.Derivative) => ({
  id: item.id,
  title: item.title,
  likeCount: item.like_num,
  liked: item.liked,
  headerIconUrl: httpUrlOrNull(item.header_icon_url),
  iconUrl: httpUrlOrNull(item.icon_url),
  linkUrl: httpUrlOrNull(item.link_url),
});
export type HomeDerivative = ReturnType<typeof homeDerivativeSchema>;
