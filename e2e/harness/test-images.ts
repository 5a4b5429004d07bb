import sharp from 'sharp';

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** A plain PNG square for a file input: real image bytes, so the server's sniffing and thumbnails run. */
export async function pngFile(name: string, size: number, background: string): Promise<UploadFile> {
  const buffer = await sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
