import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** An SVG carrying every script vector of docs/security.md row 8. */
export const hostileSvg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64" onload="alert('onload')">
  <script>alert('script')</script>
  <rect width="64" height="64" fill="#c33"/>
  <foreignObject width="64" height="64"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert('iframe')"></iframe></body></foreignObject>
  <a xlink:href="javascript:alert('link')"><circle cx="32" cy="32" r="16" fill="#33c"/></a>
</svg>`;

export const svgMarkers = ['script', 'onload', 'foreignObject', 'javascript:', 'alert', 'iframe'];

/** A real JPEG whose comment segment holds an HTML page: it decodes as an image and sniffs as HTML. */
export async function jpegHtmlPolyglot(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([(html.length + 2) >> 8, (html.length + 2) & 255]), html]);
  // Right after SOI, before the first real segment.
  return Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]);
}

/** A valid 20000x20000 1-bit PNG (a pixel flood): 50 MB of pixel rows deflated to some 50 KB. */
export function pixelFloodPng(side = 20_000): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 255]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  const rows = deflateSync(Buffer.alloc((1 + Math.ceil(side / 8)) * side));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
