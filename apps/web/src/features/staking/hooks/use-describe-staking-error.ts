import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';

/** A failure in words: the wallet's own message, or the API code's text (errors.<code>) in the page's language. */
export function useDescribeStakingError() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown): string => {
      if (isApiError(error)) return t(`errors.${error.code}` as 'errors.operation_error', { defaultValue: error.message });
      // WalletWriteError messages are already translated (wallet feature).
      return error instanceof Error ? error.message : String(error);
    },
    [t],
  );
}
