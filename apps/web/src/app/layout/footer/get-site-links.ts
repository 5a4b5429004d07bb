import { siteLinksSchema } from '@nft/api-contract';
import { api } from '../../../lib/api';

/** The footer's external links as the operator configured them (GET /v1/site/links). */
export function getSiteLinks({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/site/links', siteLinksSchema, { signal });
}
