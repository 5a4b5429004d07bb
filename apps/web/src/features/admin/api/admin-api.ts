import type {
  AdminHiddenBody,
  AdminStakingBuildBody,
  AdminStakingDetailsBody,
  adminStakingActivityListSchema,
  adminStakingDetailsSchema,
  adminStakingBuildResponseSchema,
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
import { env } from '../../../config/env';
import { i18n } from '../../../i18n/i18n';
import { api } from '../../../lib/api';
import { answer, createApiClient } from '../../../lib/api-client';
import { readSession, sessionKeys } from '../../../lib/session-storage';

/** The operator console's calls (docs/product.md "Operator console"); every /admin route needs an operator's session. */

// The header asks on every page whether the caller is an operator: a stale token there must not start the app's
// "session expired" flow (its 401 hook) on pages that never needed the session, so this one call has its own client.
const quietClient = createApiClient({
  baseUrl: env.apiBaseUrl,
  getToken: () => readSession(sessionKeys.token),
  getLocale: () => i18n.language,
});

export function getMe(signal?: AbortSignal) {
  return quietClient.get('/me', answer<typeof meSchema>(), { signal });
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

/** Why an NFT the caller holds is hidden (the NFT page shows it to its owner; quietly absent for anyone else). */
export function getNftModeration(chain: string, contractAddress: string, tokenId: string, signal?: AbortSignal) {
  const path = `/nfts/${encodeURIComponent(chain)}/${encodeURIComponent(contractAddress)}/${encodeURIComponent(tokenId)}/moderation`;
  return quietClient.get(path, answer<typeof nftModerationSchema>(), { signal });
}

// The console's staking tab (docs/product.md "Operator console"): the server builds the operator wallet's transactions.
export function getAdminStakingActivities(signal?: AbortSignal) {
  return api.get('/admin/staking/activities', answer<typeof adminStakingActivityListSchema>(), { signal });
}

export function buildAdminStaking(body: AdminStakingBuildBody) {
  return api.post('/admin/staking/build', body, answer<typeof adminStakingBuildResponseSchema>());
}

/** The title and description the stake market shows for an activity. */
export function updateAdminStakingDetails(chain: string, id: string, body: AdminStakingDetailsBody) {
  const path = `/admin/staking/activities/${encodeURIComponent(chain)}/${encodeURIComponent(id)}`;
  return api.patch(path, body, answer<typeof adminStakingDetailsSchema>());
}
