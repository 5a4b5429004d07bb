import { formatMaxSize, uploadLimits, type UploadFormat, type UploadKind } from '@nft/shared';

const formatLabels: Record<UploadFormat, string> = {
  png: 'PNG',
  jpeg: 'JPG, JPEG',
  gif: 'GIF',
  svg: 'SVG',
  mp4: 'MP4',
  webm: 'WEBM',
  mp3: 'MP3',
  wav: 'WAV',
  ogg: 'OGG',
};

/** The hint under an upload slot: accepted formats, maximum size and the recommended size. */
export function describeLimit(kind: UploadKind) {
  const limit = uploadLimits[kind];
  return {
    formats: limit.formats.map((format) => formatLabels[format]).join(', '),
    size: formatMaxSize(limit.maxBytes),
    recommended: limit.recommended,
  };
}
