import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { artistDetailSchema } from '@nft/api-contract';
import { api } from '../../../lib/api';
import { isHttpUrl } from './home-content-schemas';

const textOrNull = (value: string | null) => (value?.trim() ? value : null);
const httpUrlOrNull = (value: string | null) => (value && isHttpUrl(value) ? value : null);

/** One artist of the home content, mapped to camelCase; links that are not http(s) are dropped. */
export const artistPageSchema = artistDetailSchema.transform((item) => ({
  id: item.id,
  name: item.artist,
  introduction: textOrNull(item.introduction),
  headerIconUrl: httpUrlOrNull(item.header_icon_url),
  linkUrl: httpUrlOrNull(item.link_url),
  accountAddress: item.account_address,
}));
export type ArtistPageData = z.output<typeof artistPageSchema>;

export function getArtist(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(`/artists/${encodeURIComponent(id)}`, artistPageSchema, { signal });
}

export function artistQueryOptions(id: string) {
  return queryOptions({ queryKey: ['home', 'artist', id], queryFn: ({ signal }) => getArtist(id, { signal }) });
}
