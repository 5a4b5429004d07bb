import type { siteLinksSchema } from '@nft/api-contract';
import { api } from '../../../lib/api';
import { answer } from '../../../lib/api-client';

/**
 * The footer's external links as the operator configured them (GET /v1/site/links). Read by type: every page
 * loads it, and a parse would bring zod and the contract's legal schemas with it (docs/decisions/042-web-reads-answers-by-type.md).
 */
export function getSiteLinks({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/site/links', answer<typeof siteLinksSchema>(), { signal });
}
