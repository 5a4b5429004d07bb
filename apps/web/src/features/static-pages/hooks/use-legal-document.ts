import { useQuery } from '@tanstack/react-query';
import type { LegalDocumentKind } from '@nft/api-contract';
import { legalDocumentQueryOptions } from '../api/get-legal-document';
import { usePageLanguage } from './use-page-language';

export function useLegalDocument(kind: LegalDocumentKind) {
  return useQuery(legalDocumentQueryOptions(kind, usePageLanguage()));
}
