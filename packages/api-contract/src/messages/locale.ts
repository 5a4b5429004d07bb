/** The two UI languages of the spec (section 9). */
export const locales = ['en', 'ja'] as const;
export type Locale = (typeof locales)[number];

/**
 * Reads the `locale` request header. Browsers and clients send forms like `ja`, `ja-JP` or `JA`;
 * anything that is not Japanese falls back to English rather than failing the request.
 */
export function parseLocale(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header[0] : header;
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'ja' ? 'ja' : 'en';
}
