import type {
  AdminBatchMigrationReviewBody,
  adminBatchMigrationDetailSchema,
  adminBatchMigrationPageSchema,
  adminBatchMigrationSchema,
} from '@nft/api-contract';
import { api } from '../../../../lib/api';
import { answer } from '../../../../lib/api-client';

// The console's Migrations tab (docs/product.md "Operator console"): every call needs an operator's session.

export function getAdminMigrations(status: string, cursor: string | undefined, signal?: AbortSignal) {
  return api.get('/admin/batch-migrations', answer<typeof adminBatchMigrationPageSchema>(), {
    signal,
    query: { status, ...(cursor ? { cursor } : {}) },
  });
}

/** One request with the contract's facts read from the chain again and a sample of its tokens' URIs and metadata. */
export function getAdminMigration(id: number, signal?: AbortSignal) {
  return api.get(`/admin/batch-migrations/${id}`, answer<typeof adminBatchMigrationDetailSchema>(), { signal });
}

export function reviewMigration(id: number, body: AdminBatchMigrationReviewBody) {
  return api.post(`/admin/batch-migrations/${id}/review`, body, answer<typeof adminBatchMigrationSchema>());
}
