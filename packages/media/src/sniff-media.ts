/** What the first bytes say a file is; the declared content type is never trusted. */
export type SniffedKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg' | 'mp4' | 'mp3';

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffMedia(data: Buffer): SniffedKind | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(data, ascii('ftyp'), 4)) return 'mp4';
  if (startsWith(data, ascii('ID3')) || (data[0] === 0xff && ((data[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  if (looksLikeSvg(data)) return 'svg';
  return undefined;
}

function looksLikeSvg(data: Buffer): boolean {
  const head = data.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(head);
}

// Markup that a browser would run if it ever sniffed the file as HTML (SECURITY.md row 8).
const markup = /<(?:!doctype|html|head|body|script|iframe|svg|object|embed|\?php)[\s>/]/i;

/** True when a raster or media file also carries HTML: a polyglot, refused even though it decodes. */
export function carriesMarkup(data: Buffer): boolean {
  return markup.test(data.toString('latin1'));
}
