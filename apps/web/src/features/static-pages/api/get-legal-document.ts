import { queryOptions } from '@tanstack/react-query';
import { legalDocumentSchema, type LegalDocumentKind, type Locale } from '@nft/api-contract';
import { api } from '../../../lib/api';

/** The operator's terms or privacy policy in one language (GET /v1/legal/:kind). */
export function getLegalDocument(kind: LegalDocumentKind, lang: Locale, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(`/legal/${kind}`, legalDocumentSchema, { signal, query: { lang } });
}

export function legalDocumentQueryOptions(kind: LegalDocumentKind, lang: Locale) {
  return queryOptions({
    queryKey: ['legal', kind, lang] as const,
    queryFn: ({ signal }) => getLegalDocument(kind, lang, { signal }),
    // The texts change only when the operator restarts the API with new files.
    staleTime: 10 * 60_000,
  });
}
