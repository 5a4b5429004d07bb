/**
 * The link and host to show for a token's `external_url`, or null. The value comes from untrusted
 * metadata: `^https?:` lets `http://` through and `new URL()` then throws while rendering, taking
 * the whole page down, so the URL is parsed once here and never elsewhere.
 */
export function externalLink(value: string | null | undefined): { href: string; host: string } | null {
  if (typeof value !== 'string' || !URL.canParse(value)) return null;
  const url = new URL(value);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.host) return null;
  return { href: url.href, host: url.host };
}
