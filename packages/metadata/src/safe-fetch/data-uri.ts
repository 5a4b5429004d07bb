import { SafeFetchError } from './safe-fetch-error';

export interface DecodedDataUri {
  data: Buffer;
  contentType: string;
}

/** Decodes a `data:` URI locally (RFC 2397), refusing it past `maxBytes` before decoding. */
export function decodeDataUri(uri: string, maxBytes: number): DecodedDataUri {
  const comma = uri.indexOf(',');
  if (!uri.toLowerCase().startsWith('data:') || comma < 0) throw new SafeFetchError('malformed', 'not a data: URI');
  // Base64 grows 4/3 and percent-encoding 3x, so the encoded length bounds the work.
  if (uri.length - comma - 1 > maxBytes * 3) throw new SafeFetchError('too_large', 'data: URI over the size cap');
  const header = uri
    .slice(5, comma)
    .split(';')
    .map((part) => part.trim());
  const base64 = header.at(-1)?.toLowerCase() === 'base64';
  const contentType = (header[0] || 'text/plain').toLowerCase();
  const body = uri.slice(comma + 1);
  let data: Buffer;
  try {
    data = base64 ? Buffer.from(decodeURIComponent(body), 'base64') : Buffer.from(decodeURIComponent(body), 'utf8');
  } catch (error) {
    throw new SafeFetchError('malformed', 'undecodable data: URI', { cause: error });
  }
  if (data.byteLength > maxBytes) throw new SafeFetchError('too_large', 'data: URI over the size cap');
  return { data, contentType };
}
