export { sniffMedia, sniffLength, type SniffedKind } from '@nft/shared';

// Markup that a browser would run if it ever sniffed the file as HTML (docs/security.md row 8).
const markup = /<(?:!doctype|html|head|body|script|iframe|svg|object|embed|\?php)[\s>/]/i;

/** True when a raster or media file also carries HTML: a polyglot, refused even though it decodes. */
export function carriesMarkup(data: Buffer): boolean {
  return markup.test(data.toString('latin1'));
}
