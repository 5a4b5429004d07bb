import type {
  batchMigrationCheckSchema,
  batchMigrationListSchema,
  batchMigrationSchema,
  createBatchMigrationBodySchema,
  collectionListPageSchema,
  collectionSchema,
} from '@nft/api-contract';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';

export type CreateMigrationBody = z.input<typeof createBatchMigrationBodySchema>;

// The applicant's calls (docs/product.md "Batch migration"); every one needs a session.

/** What the chain says about the contract, and which control proof the applicant can give (owner() or the deployer's signature). */
export function checkMigrationContract(chain: string, contractAddress: string, signal?: AbortSignal) {
  return api.get('/batch-migrations/check', answer<typeof batchMigrationCheckSchema>(), {
    signal,
    query: { chain, contractAddress },
  });
}

export function createMigration(body: CreateMigrationBody) {
  return api.post('/batch-migrations', body, answer<typeof batchMigrationSchema>());
}

/** The applicant's own requests, newest first, with status, reason and import progress. */
export function getMyMigrations(signal?: AbortSignal) {
  return api.get('/batch-migrations', answer<typeof batchMigrationListSchema>(), { signal });
}

/** The applicant's collections on a chain: the targets a request may name. */
export function getMyCollections(creator: string, chain: string, signal?: AbortSignal) {
  return api.get('/collections', answer<typeof collectionListPageSchema>(), {
    signal,
    query: { creator, chain, sort: 'newest', limit: 100 },
  });
}

export type NewCollectionBody = { chain: string; name: string; royalty: number; royaltyAddress: string; termsAccepted: true };

/** A new, empty collection for the migrated NFTs (POST /v1/collections; logo and the rest can be added later). */
export function createTargetCollection(body: NewCollectionBody) {
  return api.post('/collections', body, answer<typeof collectionSchema>());
}

export type MyCollection = z.output<typeof collectionListPageSchema>['items'][number];
