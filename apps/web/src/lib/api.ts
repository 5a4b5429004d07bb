import { toast } from '../components/ui/toast';
import { env } from '../config/env';
import { i18n } from '../i18n/i18n';
import { createApiClient } from './api-client';
import { readSession, sessionKeys } from './session-storage';

/** The app's API client: same-origin `/v1`, the session token and the current language. */
export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  getToken: () => readSession(sessionKeys.token),
  getLocale: () => i18n.language,
  onError: (error) => {
    // Spec section 8: an expired session is announced here; the sign-in flow hooks in here too
    // once wallet connection exists.
    if (error.status === 401) toast.warning({ message: i18n.t('errors.token_expired') });
  },
});
