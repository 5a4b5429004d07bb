/** What the first bytes say a file is; the declared content type and the file name are never trusted. */
export type SniffedKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg' | 'mp4' | 'webm' | 'mp3' | 'wav' | 'ogg';

/** Bytes a caller should pass so every check below can decide. */
export const sniffLength = 4096;

const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Works on a Buffer (API, indexer) and on the first bytes of a browser File alike. */
export function sniffMedia(data: Uint8Array): SniffedKind | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WAVE'), 8)) return 'wav';
  if (startsWith(data, ascii('ftyp'), 4)) return 'mp4';
  // EBML header: WebM (and Matroska, which browsers play the same way).
  if (startsWith(data, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (startsWith(data, ascii('OggS'))) return 'ogg';
  if (startsWith(data, ascii('ID3')) || (data[0] === 0xff && ((data[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  if (looksLikeSvg(data)) return 'svg';
  return undefined;
}

function looksLikeSvg(data: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(data.subarray(0, sniffLength))
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(head);
}
