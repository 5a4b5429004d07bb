/**
 * Rows indexed before the indexer vetted URLs may hold anything: these keep what the API sends to
 * the page to the shapes the page can render (docs/security.md, hostile metadata).
 */

/** An http(s) URL that parses, normalised, or null. */
export function safeExternalUrl(value: string | null): string | null {
  if (value === null || value.length > 2_048 || !URL.canParse(value)) return null;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url.href : null;
}

/** The metadata JSON when it is an object; an array or a scalar stored by an old indexer is no metadata. */
export function metadataObject(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
