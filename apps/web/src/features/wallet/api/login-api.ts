import { z } from 'zod';
import { loginMessageSchema, meSchema, sessionTokenSchema as authResultSchema, type loginAuthBodySchema } from '@nft/api-contract';
import { env } from '../../../config/env';
import { i18n } from '../../../i18n/i18n';
import { api } from '../../../lib/api';
import { createApiClient } from '../../../lib/api-client';
import { readSession, sessionKeys } from '../../../lib/session-storage';

// The sign-in calls have their own client without the app's 401 hook: a refused signature is a
// 401 too, and answering it by starting sign-in again would loop.
const loginClient = createApiClient({
  baseUrl: env.apiBaseUrl,
  getToken: () => readSession(sessionKeys.token),
  getLocale: () => i18n.language,
});

export type AuthResult = z.output<typeof authResultSchema>;

/** The body of POST /login/auth, as the API contract takes it. */
export type LoginInput = z.input<typeof loginAuthBodySchema>;

/** docs/product.md (spec section 7): POST /login/message answers the text the wallet signs. */
export function requestLoginMessage(address: string, chain: string): Promise<string> {
  return loginClient.post('/login/message', { address, chain }, loginMessageSchema);
}

/** POST /login/auth: `pubkey` only for the NULS family. */
export function authenticate(input: LoginInput): Promise<AuthResult> {
  return loginClient.post('/login/auth', input, authResultSchema);
}

/** GET /me through the app client, so an expired token takes the app's 401 path. */
export function fetchMe() {
  return api.get('/me', meSchema);
}

export function logout(): Promise<unknown> {
  return loginClient.post('/logout', {}, z.unknown());
}
