import { api } from '../../../lib/api';
import { nftDraftSchema, type NftDraftBody } from './create-nft-schemas';

export function createNftDraft(body: NftDraftBody) {
  return api.post('/nft-drafts', body, nftDraftSchema);
}
