import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';
import type { exploreCollectionPageSchema, exploreNftPageSchema } from './explore-schemas';

// Queries are prepared URLSearchParams: lists repeat their parameter (trait=a&trait=b), which the
// client's flat query option cannot express.
function withQuery(path: string, query: URLSearchParams, cursor: string | undefined): string {
  const params = new URLSearchParams(query);
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** One page of GET /v1/nfts. */
export function getNfts(query: URLSearchParams, cursor: string | undefined, signal?: AbortSignal) {
  return api.get(withQuery('/nfts', query, cursor), answer<typeof exploreNftPageSchema>(), { signal });
}

/** One page of GET /v1/collections. */
export function getCollections(query: URLSearchParams, cursor: string | undefined, signal?: AbortSignal) {
  return api.get(withQuery('/collections', query, cursor), answer<typeof exploreCollectionPageSchema>(), { signal });
}
