import type { BatchMigrationStatus } from '@nft/api-contract';

/** Approved and importing requests are still moving: their progress is worth reading again. */
export const isImportRunning = (status: BatchMigrationStatus) => status === 'approved' || status === 'importing';

/** The badge colour of each status (docs/product.md "Batch migration": pending, then approved and imported, or rejected). */
export const statusColor: Record<BatchMigrationStatus, string> = {
  pending: 'yellow',
  approved: 'blue',
  importing: 'blue',
  done: 'green',
  rejected: 'red',
  failed: 'red',
};

/** Percent of the requested tokens placed in the collection (0-100), for the progress bar. */
export function importPercent(progress: { total: number; imported: number }): number {
  if (progress.total <= 0) return 0;
  return Math.min(100, Math.floor((progress.imported * 100) / progress.total));
}
