import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';
import type { reportResultSchema, ReportReason } from './nft-detail-schemas';
import { nftApiPath, type NftKey } from './nft-key';

export type ReportInput = { reason: ReportReason; originalLink: string; extraInfo: string };

export function reportNft(key: NftKey, input: ReportInput) {
  return api.post(`${nftApiPath(key)}/reports`, input, answer<typeof reportResultSchema>());
}
