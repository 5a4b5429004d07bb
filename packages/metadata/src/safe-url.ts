/**
 * A link from untrusted metadata, parsed once where it is stored: only http(s) URLs that parse,
 * in their normalised form, at most `maxLength` characters; anything else is no link at all.
 * A check like `^https?:` lets `http://` through to crash whoever calls `new URL()` on it later.
 */
export function safeHttpUrl(value: unknown, maxLength = 2_048): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > maxLength || !URL.canParse(trimmed)) return null;
  const url = new URL(trimmed);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
  return url.href.length > maxLength ? null : url.href;
}
