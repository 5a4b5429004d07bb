import { z } from 'zod';
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

const authResultSchema = z.object({ token: z.string().min(1), expiresAt: z.string(), address: z.string() });
export type AuthResult = z.infer<typeof authResultSchema>;

export type LoginInput = { chain: string; message: string; address: string; signature: string; pubkey?: string };

/** docs/product.md (spec section 7): POST /login/message answers the text the wallet signs. */
export function requestLoginMessage(address: string, chain: string): Promise<string> {
  return loginClient.post('/login/message', { address, chain }, z.string().min(1));
}

/** POST /login/auth: `pubkey` only for the NULS family. */
export function authenticate(input: LoginInput): Promise<AuthResult> {
  return loginClient.post('/login/auth', input, authResultSchema);
}

const meSchema = z.object({ address: z.string(), chain: z.string(), expiresAt: z.string() });

/** GET /me through the app client, so an expired token takes the app's 401 path. */
export function fetchMe() {
  return api.get('/me', meSchema);
}

export function logout(): Promise<unknown> {
  return loginClient.post('/logout', {}, z.unknown());
}
