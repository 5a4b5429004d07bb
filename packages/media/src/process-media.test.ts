import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hostileSvg, jpegHtmlPolyglot, pixelFloodPng, svgMarkers } from './testing/hostile-media';
import { createServer } from 'node:http';
import { MediaRefusedError, processMedia } from './process-media';
import { sniffMedia } from './sniff-media';

async function refused(data: Buffer): Promise<string> {
  const error = await processMedia(data).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MediaRefusedError);
  return (error as Error).message;
}

describe('processMedia (docs/security.md row 8)', () => {
  it('re-encodes a PNG and makes a thumbnail', async () => {
    const png = await sharp({ create: { width: 600, height: 300, channels: 4, background: '#1a6' } })
      .png()
      .toBuffer();
    const { main, thumbnails } = await processMedia(png);
    expect(main).toMatchObject({ contentType: 'image/png', width: 600, height: 300 });
    expect(sniffMedia(main.data)).toBe('png');
    // 1000 is wider than the image, so only the card-size copy is made.
    expect(thumbnails).toMatchObject([{ contentType: 'image/webp', width: 400, height: 200 }]);
  });

  it('makes 400 and 1000 wide thumbnails of a large image and strips its metadata', async () => {
    const jpeg = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#a61' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
      .toBuffer();
    expect(jpeg.toString('latin1')).toContain('secret-exif-marker');
    const { main, thumbnails } = await processMedia(jpeg);
    expect(main).toMatchObject({ contentType: 'image/jpeg', width: 2000, height: 1000 });
    expect(main.data.toString('latin1')).not.toContain('secret-exif-marker');
    expect(thumbnails.map((t) => [t.width, t.height])).toEqual([
      [400, 200],
      [1000, 500],
    ]);
  });

  it('rasterises an SVG with script, onload, foreignObject and javascript: links to a PNG with none of them', async () => {
    const { main, thumbnails } = await processMedia(Buffer.from(hostileSvg));
    expect(main.contentType).toBe('image/png');
    expect(sniffMedia(main.data)).toBe('png');
    for (const file of [main.data, ...thumbnails.map((t) => t.data)]) {
      const text = file.toString('latin1').toLowerCase();
      for (const marker of svgMarkers) expect(text).not.toContain(marker.toLowerCase());
    }
    // The drawing itself survives as pixels.
    const { dominant } = await sharp(main.data).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);
  });

  it('rasterises an SVG without loading what it links to (no request to a local listener)', async () => {
    let connections = 0;
    const listener = createServer((_request, response) => response.end());
    listener.on('connection', () => connections++);
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as { port: number }).port;
    try {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="32" height="32">
        <image href="http://127.0.0.1:${port}/a.png" width="32" height="32"/>
        <image xlink:href="file:///etc/passwd" width="32" height="32"/>
        <style>@import url("http://127.0.0.1:${port}/b.css");</style>
      </svg>`;
      const { main } = await processMedia(Buffer.from(svg));
      expect(main.contentType).toBe('image/png');
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it('refuses a JPEG/HTML polyglot although it decodes as a JPEG', async () => {
    const polyglot = await jpegHtmlPolyglot();
    expect((await sharp(polyglot).metadata()).format).toBe('jpeg');
    expect(await refused(polyglot)).toMatch(/polyglot/);
  });

  it('refuses a 20000x20000 PNG before decoding it', async () => {
    expect(await refused(pixelFloodPng())).toMatch(/too large: 20000x20000/);
  });

  it('refuses HTML, text and unknown bytes whatever they claim to be', async () => {
    for (const data of ['<!doctype html><html><script>alert(1)</script></html>', 'hello', '\u0000\u0001\u0002']) {
      expect(await refused(Buffer.from(data))).toMatch(/unrecognised/);
    }
  });

  it('keeps MP4 video as-is, judged by its magic bytes', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)]);
    const { main, thumbnails } = await processMedia(mp4);
    expect(main).toMatchObject({ contentType: 'video/mp4', width: null });
    expect(main.data.equals(mp4)).toBe(true);
    expect(thumbnails).toEqual([]);
  });
});
