import type { BatchMigration } from '@nft/api-contract';
import type { TFunction } from 'i18next';

/** "#1 - #100 (100 tokens)" or "#3, #7, #9 ... (12 tokens)": what a request asks to import, in one line. */
export function describeTokens(
  t: TFunction<'studio'>,
  request: Pick<BatchMigration, 'tokenIdType' | 'rangeStart' | 'rangeEnd' | 'tokenIds' | 'tokenCount'>,
) {
  const count = t('migration.requests.token_count', { count: request.tokenCount });
  if (request.tokenIdType === 'consecutive') return `#${request.rangeStart} - #${request.rangeEnd} (${count})`;
  const shown = (request.tokenIds ?? []).slice(0, 5).map((id) => `#${id}`);
  const more = request.tokenCount > shown.length ? ', ...' : '';
  return `${shown.join(', ')}${more} (${count})`;
}
