import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';
import { nftApiPath } from '../../nft-detail';
import type { nftDetailSchema } from './buy-schemas';

export type NftRef = { chain: string; contractAddress: string; tokenId: string };

/** The NFT as the marketplace shows it now: after a purchase, polled until the indexer has the new owner. */
export function getNft(key: NftRef) {
  return api.get(nftApiPath(key), answer<typeof nftDetailSchema>());
}
