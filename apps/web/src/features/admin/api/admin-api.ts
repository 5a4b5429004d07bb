import type {
  AdminHiddenBody,
  AdminResolveReportBody,
  adminAuditPageSchema,
  adminCollectionPageSchema,
  adminCollectionSchema,
  adminHiddenPageSchema,
  adminNftSchema,
  adminReportPageSchema,
  adminReportSchema,
  meSchema,
  nftModerationSchema,
} from '@nft/api-contract';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';

/** The operator console's calls (docs/product.md "Operator console"); every /admin route needs an operator's session. */

export function getMe(signal?: AbortSignal) {
  return api.get('/me', answer<typeof meSchema>(), { signal });
}

const page = (cursor: string | undefined, query: Record<string, string | undefined> = {}) => ({
  ...Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')),
  ...(cursor ? { cursor } : {}),
});

export function getAdminCollections(q: string, cursor: string | undefined, signal?: AbortSignal) {
  return api.get('/admin/collections', answer<typeof adminCollectionPageSchema>(), { signal, query: page(cursor, { q }) });
}

export function setCollectionVerified(id: number, verified: boolean) {
  return api.post(`/admin/collections/${id}/verified`, { verified }, answer<typeof adminCollectionSchema>());
}

export function setCollectionHidden(id: number, body: AdminHiddenBody) {
  return api.post(`/admin/collections/${id}/hidden`, body, answer<typeof adminCollectionSchema>());
}

export function setNftHidden(id: number, body: AdminHiddenBody) {
  return api.post(`/admin/nfts/${id}/hidden`, body, answer<typeof adminNftSchema>());
}

export function getAdminReports(status: string, cursor: string | undefined, signal?: AbortSignal) {
  return api.get('/admin/reports', answer<typeof adminReportPageSchema>(), { signal, query: page(cursor, { status }) });
}

export function resolveReport(id: number, body: AdminResolveReportBody) {
  return api.post(`/admin/reports/${id}/resolve`, body, answer<typeof adminReportSchema>());
}

export function reopenReport(id: number) {
  return api.post(`/admin/reports/${id}/reopen`, {}, answer<typeof adminReportSchema>());
}

export function getHiddenItems(kind: 'nft' | 'collection', cursor: string | undefined, signal?: AbortSignal) {
  return api.get('/admin/hidden', answer<typeof adminHiddenPageSchema>(), { signal, query: page(cursor, { kind }) });
}

export function getAuditLog(cursor: string | undefined, signal?: AbortSignal) {
  return api.get('/admin/audit-log', answer<typeof adminAuditPageSchema>(), { signal, query: page(cursor) });
}

/** Why an NFT the caller holds is hidden (the NFT page shows it to its owner). */
export function getNftModeration(chain: string, contractAddress: string, tokenId: string, signal?: AbortSignal) {
  const path = `/nfts/${encodeURIComponent(chain)}/${encodeURIComponent(contractAddress)}/${encodeURIComponent(tokenId)}/moderation`;
  return api.get(path, answer<typeof nftModerationSchema>(), { signal });
}
