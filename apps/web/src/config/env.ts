// zod/mini keeps the first bundle small: the full zod is loaded only by screens that call the API.
import * as z from 'zod/mini';

// Only VITE_-prefixed values reach the bundle, so everything here is public by construction.
const webEnvSchema = z.object({
  VITE_API_BASE_URL: z._default(
    z.string().check(z.regex(/^(\/|https?:\/\/)/, 'must be a path starting with "/" or an http(s) URL')),
    '/v1',
  ),
  VITE_APP_NAME: z._default(z.string().check(z.trim(), z.minLength(1)), 'NFT Marketplace'),
});

export type WebEnv = {
  /** Base of every API call; the API serves the app and `/v1` on one origin. */
  apiBaseUrl: string;
  /** The operator's brand, shown in the header, footer and titles. */
  appName: string;
};

export function parseWebEnv(source: Record<string, unknown>): WebEnv {
  const result = webEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `- ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web configuration:\n${problems.join('\n')}`);
  }
  return {
    apiBaseUrl: result.data.VITE_API_BASE_URL.replace(/\/+$/, ''),
    appName: result.data.VITE_APP_NAME,
  };
}

export const env: WebEnv = parseWebEnv(import.meta.env);
