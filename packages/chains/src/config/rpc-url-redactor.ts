export interface SecretUrl {
  /** What replaces the URL, e.g. `local1` gives `[rpc:local1]`. */
  label: string;
  url: string;
}

/**
 * Replaces configured RPC URLs in text (log lines, error messages). Providers put their key in the
 * URL's path, and viem quotes the whole URL in its errors, so the whole URL goes, in every form a
 * message may quote it: as configured, normalised, without scheme, and its path alone.
 */
export function rpcUrlRedactor(secrets: readonly SecretUrl[]): (text: string) => string {
  const pairs = secrets.flatMap(({ label, url }) => variants(url).map((variant) => [variant, `[rpc:${label}]`] as const));
  // Longest first, so a URL is replaced whole before its path alone could be.
  pairs.sort((a, b) => b[0].length - a[0].length);
  if (pairs.length === 0) return (text) => text;
  return (text) => pairs.reduce((out, [secret, replacement]) => (out.includes(secret) ? out.replaceAll(secret, replacement) : out), text);
}

function variants(url: string): string[] {
  const found = new Set([url.trim()]);
  if (URL.canParse(url.trim())) {
    const parsed = new URL(url.trim());
    const path = parsed.pathname + parsed.search;
    found.add(parsed.href);
    found.add(parsed.href.replace(/\/$/, ''));
    found.add(`${parsed.host}${path}`);
    // A bare path can only hide a key when it is more than `/` or a short word.
    if (path.length > 8) found.add(path);
    if (parsed.password) found.add(parsed.password);
  }
  return [...found].filter((value) => value.length > 1);
}
