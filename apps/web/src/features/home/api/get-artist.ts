import { queryOptions } from '@tanstack/react-query';
import type { ArtistDetail, artistDetailSchema } from '@nft/api-contract';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';
import { isHttpUrl } from './home-content-schemas';

const textOrNull = (value: string | null) => (value?.trim() ? value : null);
const httpUrlOrNull = (value: string | null) => (value && isHttpUrl(value) ? value : null);

/** One artist of the home content, mapped to camelCase; links that are not http(s) are dropped. */
export function toArtistPage(item: ArtistDetail) {
  return {
    id: item.id,
    name: item.artist,
    introduction: textOrNull(item.introduction),
    headerIconUrl: httpUrlOrNull(item.header_icon_url),
    linkUrl: httpUrlOrNull(item.link_url),
    accountAddress: item.account_address,
  };
}
export type ArtistPageData = ReturnType<typeof toArtistPage>;

/** Read by type, like the home lists (docs/decisions/042-web-reads-answers-by-type.md). */
export async function getArtist(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return toArtistPage(await api.get(`/artists/${encodeURIComponent(id)}`, answer<typeof artistDetailSchema>(), { signal }));
}

export function artistQueryOptions(id: string) {
  return queryOptions({ queryKey: ['home', 'artist', id], queryFn: ({ signal }) => getArtist(id, { signal }) });
}
