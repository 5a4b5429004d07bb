// Checked by hand, not with a schema: this runs on every first screen, which loads no zod
// (docs/decisions/042-web-reads-answers-by-type.md).

// Only VITE_-prefixed values reach the bundle, so everything here is public by construction.
export type WebEnv = {
  /** Base of every API call; the API serves the app and `/v1` on one origin. */
  apiBaseUrl: string;
  /** The operator's brand, shown in the header, footer and titles. */
  appName: string;
};

export function parseWebEnv(source: Record<string, unknown>): WebEnv {
  const problems: string[] = [];
  const text = (key: string, fallback: string): string => {
    const value = source[key];
    if (value === undefined) return fallback;
    if (typeof value === 'string') return value;
    problems.push(`- ${key}: must be a string`);
    return fallback;
  };
  const apiBaseUrl = text('VITE_API_BASE_URL', '/v1');
  if (!/^(\/|https?:\/\/)/.test(apiBaseUrl)) problems.push('- VITE_API_BASE_URL: must be a path starting with "/" or an http(s) URL');
  const appName = text('VITE_APP_NAME', 'NFT Marketplace').trim();
  if (appName.length === 0) problems.push('- VITE_APP_NAME: must not be empty');
  if (problems.length > 0) throw new Error(`Invalid web configuration:\n${problems.join('\n')}`);
  return { apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''), appName };
}

export const env: WebEnv = parseWebEnv(import.meta.env);
