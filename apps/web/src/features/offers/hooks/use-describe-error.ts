import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';

/** A failure in words: the API code's text (errors.<code>, e.g. "Not enough tokens!") or the wallet's own (translated) message. */
export function useDescribeError() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown): string => {
      if (isApiError(error)) return t(`errors.${error.code}` as 'errors.operation_error', { defaultValue: error.message });
      return error instanceof Error ? error.message : String(error);
    },
    [t],
  );
}
