import { api } from '../../../lib/api';
import { reportResultSchema, type ReportReason } from './nft-detail-schemas';
import { nftApiPath, type NftKey } from './nft-key';

export type ReportInput = { reason: ReportReason; originalLink: string; extraInfo: string };

export function reportNft(key: NftKey, input: ReportInput) {
  return api.post(`${nftApiPath(key)}/reports`, input, reportResultSchema);
}
