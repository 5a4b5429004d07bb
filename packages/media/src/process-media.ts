import sharp from 'sharp';
import type { MediaContentType } from '@nft/media';
import { carriesMarkup, sniffMedia } from './sniff-media';

export interface ProcessedFile {
  data: Buffer;
  contentType: MediaContentType;
  width: number | null;
  height: number | null;
}

export interface ProcessedMedia {
  main: ProcessedFile;
  thumbnail: ProcessedFile | null;
}

export interface MediaLimits {
  /** Pixels (width x height x frames) above which a file is refused before it is decoded. */
  maxPixels: number;
  /** Longest side of the stored image; larger images are scaled down. */
  maxSide: number;
  thumbnailWidth: number;
}

export const defaultMediaLimits: MediaLimits = { maxPixels: 50_000_000, maxSide: 4096, thumbnailWidth: 256 };

export class MediaRefusedError extends Error {
  override name = 'MediaRefusedError';
}

/**
 * Turns untrusted bytes into files safe to serve: images are judged by magic bytes, sized from
 * their header, re-encoded (dropping any trailing or embedded payload) and thumbnailed; SVG is
 * rasterised to PNG so no script, handler or link of it survives; video and audio are kept as-is.
 */
export async function processMedia(data: Buffer, limits: MediaLimits = defaultMediaLimits): Promise<ProcessedMedia> {
  const kind = sniffMedia(data);
  if (!kind) throw new MediaRefusedError('unrecognised media type');
  if (kind === 'mp4' || kind === 'mp3') {
    if (carriesMarkup(data.subarray(0, 64 * 1024))) throw new MediaRefusedError('media file carries HTML');
    return { main: { data, contentType: kind === 'mp4' ? 'video/mp4' : 'audio/mpeg', width: null, height: null }, thumbnail: null };
  }
  if (kind !== 'svg' && carriesMarkup(data)) throw new MediaRefusedError(`${kind} file carries HTML (polyglot)`);
  const animated = kind === 'gif' || kind === 'webp';
  const input = () => sharp(data, { limitInputPixels: limits.maxPixels, animated, failOn: 'error' });
  // metadata() reads the header only; the limit is checked here so the refusal says why.
  const meta = await sharp(data, { limitInputPixels: false, animated }).metadata().catch((error: unknown) => {
    throw new MediaRefusedError('undecodable image', { cause: error });
  });
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!meta.width || !meta.height || pixels > limits.maxPixels) throw new MediaRefusedError(`image too large: ${meta.width}x${meta.height}`);
  const main = await encode(input().rotate().resize({ width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true }), kind);
  const thumb = await encode(sharp(main.data, { animated: false }).resize({ width: limits.thumbnailWidth, withoutEnlargement: true }), 'webp');
  return { main, thumbnail: thumb };
}

async function encode(image: sharp.Sharp, kind: 'png' | 'jpeg' | 'gif' | 'webp' | 'svg'): Promise<ProcessedFile> {
  const output =
    kind === 'jpeg' ? image.jpeg({ quality: 90 }) : kind === 'gif' ? image.gif() : kind === 'webp' ? image.webp({ quality: 90 }) : image.png();
  const { data, info } = await output.toBuffer({ resolveWithObject: true }).catch((error: unknown) => {
    throw new MediaRefusedError('image could not be re-encoded', { cause: error });
  });
  const contentType: MediaContentType = kind === 'jpeg' ? 'image/jpeg' : kind === 'gif' ? 'image/gif' : kind === 'webp' ? 'image/webp' : 'image/png';
  // Animated output reports the height of all frames stacked; keep one frame's height.
  return { data, contentType, width: info.width, height: info.pageHeight ?? info.height };
}
