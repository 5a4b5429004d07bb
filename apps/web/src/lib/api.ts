import { toast } from '../components/ui/toast';
import { env } from '../config/env';
import { i18n } from '../i18n/i18n';
import { createApiClient } from './api-client';
import { readSession, sessionKeys } from './session-storage';

let sessionExpired: () => void = () => {};

/**
 * What to do once the API has said the session is over (a 401): the wallet feature registers it at
 * start (main.tsx), so this shared client never imports a feature. The last registration wins.
 */
export function onSessionExpired(handler: () => void): void {
  sessionExpired = handler;
}

/** The app's API client: same-origin `/v1`, the session token and the current language. */
export const api = createApiClient({
  baseUrl: env.apiBaseUrl,
  getToken: () => readSession(sessionKeys.token),
  getLocale: () => i18n.language,
  onError: (error) => {
    // docs/product.md (spec section 8): an expired session is announced, its token dropped and sign-in started again.
    if (error.status !== 401) return;
    toast.warning({ id: 'token-expired', message: i18n.t('errors.token_expired') });
    sessionExpired();
  },
});
