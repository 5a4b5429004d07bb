import type { ChainRegistry } from '@nft/chains';
import type { Database } from '@nft/db';
import { AppError } from '@nft/shared';
import { openReport } from './nft-report.repository';
import type { NftReport, NftReportBody, NftKey } from '@nft/api-contract';
import { findVisibleNftId } from './nfts.repository';

export type NftReportService = { report(key: NftKey, reporterAccountId: number, body: NftReportBody): Promise<NftReport> };

export function createNftReportService({ db, chains }: { db: Database; chains: ChainRegistry }): NftReportService {
  return {
    async report(params, reporterAccountId, body) {
      const nftId = await findVisibleNftId(db, { ...params, chain: chains.get(params.chain).symbol });
      if (nftId === undefined) throw new AppError('not_found');
      const row = await openReport(db, { ...body, nftId, reporterAccountId });
      // A second report while the first is under review is refused, so the reporter knows it counted once.
      if (!row) throw new AppError('already_reported');
      return { id: row.id, reason: row.reason, status: 'open', createdAt: row.createdAt.toISOString() };
    },
  };
}
