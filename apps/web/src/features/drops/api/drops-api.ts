import { queryOptions } from '@tanstack/react-query';
import type {
  createDropBodySchema,
  dropCreateResponseSchema,
  dropDeployResponseSchema,
  dropDetailSchema,
  dropListSchema,
  DropListStatus,
  dropMintResponseSchema,
} from '@nft/api-contract';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';

// The drop routes (docs/decisions/047-drops-in-the-product.md), read by type (docs/decisions/042-web-reads-answers-by-type.md).

export type CreateDropRequest = z.input<typeof createDropBodySchema>;

export const dropKeys = {
  all: ['drops'] as const,
  list: (status: DropListStatus | undefined, creator: string | undefined) =>
    ['drops', 'list', status ?? '', creator?.toLowerCase() ?? ''] as const,
  detail: (id: number, wallet: string | undefined) => ['drops', 'detail', id, wallet?.toLowerCase() ?? ''] as const,
};

export function getDrop(id: number, wallet: string | undefined, signal?: AbortSignal) {
  return api.get(`/drops/${id}`, answer<typeof dropDetailSchema>(), { signal, query: { wallet } });
}

export function getDrops(query: { status?: DropListStatus; creator?: string; limit?: number }, signal?: AbortSignal) {
  return api.get('/drops', answer<typeof dropListSchema>(), { signal, query });
}

export function createDrop(body: CreateDropRequest) {
  return api.post('/drops', body, answer<typeof dropCreateResponseSchema>());
}

/** The deploy transaction again, for a drop whose first deploy failed or was never sent. */
export function rebuildDeploy(id: number) {
  return api.post(`/drops/${id}/deploy`, {}, answer<typeof dropDeployResponseSchema>());
}

export function buildMint(id: number, minter: string, quantity: number) {
  return api.post(`/drops/${id}/mint`, { minter, quantity }, answer<typeof dropMintResponseSchema>());
}

export function dropQueryOptions(id: number, wallet: string | undefined) {
  return queryOptions({ queryKey: dropKeys.detail(id, wallet), queryFn: ({ signal }) => getDrop(id, wallet, signal) });
}

export function dropsQueryOptions(status: DropListStatus | undefined, creator?: string) {
  return queryOptions({
    queryKey: dropKeys.list(status, creator),
    queryFn: ({ signal }) => getDrops({ status, creator, limit: 24 }, signal),
  });
}
