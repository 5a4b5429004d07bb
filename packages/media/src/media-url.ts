/**
 * The one way a stored object's public address is built: `<media origin>/media/<key>`. The media
 * origin is a separate origin from the app and API (docs/security.md row 8), so nothing served there can
 * read the app's storage or ride its session.
 */
export function mediaUrl(mediaOrigin: string, storageKey: string): string {
  return `${mediaOrigin.replace(/\/+$/, '')}/media/${encodeURIComponent(storageKey)}`;
}

/** The storage key of a URL on the media origin, or undefined for any other URL. */
export function mediaKeyOfUrl(mediaOrigin: string, url: URL): string | undefined {
  const base = new URL(mediaOrigin);
  if (url.origin !== base.origin || !url.pathname.startsWith('/media/')) return undefined;
  try {
    return decodeURIComponent(url.pathname.slice('/media/'.length));
  } catch {
    return undefined;
  }
}
