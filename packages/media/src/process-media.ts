import sharp from 'sharp';
import type { MediaContentType } from './content-types';
import { defaultMediaWorkQueue, type MediaWorkQueue } from './media-work-queue';
import { carriesMarkup, sniffMedia, type SniffedKind } from './sniff-media';

export interface ProcessedFile {
  data: Buffer;
  contentType: MediaContentType;
  width: number | null;
  height: number | null;
}

export interface ProcessedMedia {
  /** What the bytes were recognised as (before SVG became PNG). */
  kind: SniffedKind;
  main: ProcessedFile;
  /** Smaller re-encoded copies, smallest first (the first is the card-size one); none for audio and video. */
  thumbnails: ProcessedFile[];
}

export interface MediaLimits {
  /** Pixels (width x height x frames) above which a file is refused before it is decoded. */
  maxPixels: number;
  /** Longest side of the stored image; larger images are scaled down. */
  maxSide: number;
  /** Widths of the thumbnails, ascending. */
  thumbnailWidths: readonly number[];
}

export const defaultMediaLimits: MediaLimits = { maxPixels: 50_000_000, maxSide: 4096, thumbnailWidths: [400, 1000] };

export class MediaRefusedError extends Error {
  override name = 'MediaRefusedError';
  constructor(
    message: string,
    /** unsupported: not a type we take; too_large: a pixel flood; invalid: a type we take, but broken or hostile. */
    readonly reason: 'unsupported' | 'too_large' | 'invalid' = 'invalid',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const audioVideo: Partial<Record<SniffedKind, MediaContentType>> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
};

/**
 * Turns untrusted bytes into files safe to serve, for uploads and indexed metadata alike: images
 * are judged by magic bytes, sized from their header, re-encoded (dropping metadata and any
 * trailing or embedded payload) and thumbnailed; SVG is rasterised to PNG so no script, handler or
 * link of it survives; audio and video are kept as-is unless they carry HTML.
 */
export async function processMedia(
  data: Buffer,
  limits: MediaLimits = defaultMediaLimits,
  queue: MediaWorkQueue = defaultMediaWorkQueue,
): Promise<ProcessedMedia> {
  const kind = sniffMedia(data);
  if (!kind) throw new MediaRefusedError('unrecognised media type', 'unsupported');
  const avType = audioVideo[kind];
  if (avType) {
    if (carriesMarkup(data.subarray(0, 64 * 1024))) throw new MediaRefusedError('media file carries HTML');
    return { kind, main: { data, contentType: avType, width: null, height: null }, thumbnails: [] };
  }
  if (!isImageKind(kind)) throw new MediaRefusedError(`unrecognised media type ${kind}`, 'unsupported');
  if (kind !== 'svg' && carriesMarkup(data)) throw new MediaRefusedError(`${kind} file carries HTML (polyglot)`);
  // Decoding is the expensive part: it waits for a slot in the bounded queue, or fails with MediaBusyError.
  return queue.run(() => processImage(data, kind, limits));
}

async function processImage(data: Buffer, kind: ImageKind, limits: MediaLimits): Promise<ProcessedMedia> {
  const animated = kind === 'gif' || kind === 'webp';
  // metadata() reads the header only; the limit is checked here so the refusal says why.
  const meta = await sharp(data, { limitInputPixels: false, animated })
    .metadata()
    .catch((error: unknown) => {
      throw new MediaRefusedError('undecodable image', 'invalid', { cause: error });
    });
  const frameHeight = meta.pageHeight ?? meta.height;
  const pixels = (meta.width ?? 0) * (frameHeight ?? 0) * (animated ? (meta.pages ?? 1) : 1);
  if (!meta.width || !frameHeight || pixels > limits.maxPixels)
    throw new MediaRefusedError(`image too large: ${meta.width}x${frameHeight}`, 'too_large');
  const input = sharp(data, { limitInputPixels: limits.maxPixels, animated, failOn: 'error' });
  // rotate() applies the EXIF orientation before the metadata (EXIF included) is dropped.
  const main = await encode(
    input.rotate().resize({ width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true }),
    kind,
  );
  const thumbnails: ProcessedFile[] = [];
  for (const [index, width] of limits.thumbnailWidths.entries()) {
    // A copy as wide as the original adds nothing, except the first: cards always have one.
    if (index > 0 && width >= (main.width ?? 0)) break;
    thumbnails.push(await encode(sharp(main.data, { animated: false }).resize({ width, withoutEnlargement: true }), 'webp'));
  }
  return { kind, main, thumbnails };
}

type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg';
const imageKinds: readonly SniffedKind[] = ['png', 'jpeg', 'gif', 'webp', 'svg'];
const isImageKind = (kind: SniffedKind): kind is ImageKind => imageKinds.includes(kind);

async function encode(image: sharp.Sharp, kind: ImageKind): Promise<ProcessedFile> {
  const output =
    kind === 'jpeg'
      ? image.jpeg({ quality: 90 })
      : kind === 'gif'
        ? image.gif()
        : kind === 'webp'
          ? image.webp({ quality: 90 })
          : image.png();
  const { data, info } = await output.toBuffer({ resolveWithObject: true }).catch((error: unknown) => {
    throw new MediaRefusedError('image could not be re-encoded', 'invalid', { cause: error });
  });
  const contentType: MediaContentType =
    kind === 'jpeg' ? 'image/jpeg' : kind === 'gif' ? 'image/gif' : kind === 'webp' ? 'image/webp' : 'image/png';
  // Animated output reports the height of all frames stacked; keep one frame's height.
  return { data, contentType, width: info.width, height: info.pageHeight ?? info.height };
}
