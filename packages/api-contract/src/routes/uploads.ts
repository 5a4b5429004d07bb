import { z } from 'zod';
import { uploadFormats, uploadKinds } from '@nft/shared';

export const uploadQuerySchema = z.object({
  kind: z.enum(uploadKinds).describe('The slot the file is for; it decides the accepted types and the maximum size'),
});

const thumbnailSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), mime: z.string() });

export const uploadedMediaSchema = z
  .object({
    id: z.number().int().describe('The media id a form submits (logo, picture, NFT media ...)'),
    url: z.string().describe('On the media origin, never the API origin'),
    mime: z.string().describe('The stored type: images are re-encoded, SVG is stored as PNG'),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    sizeBytes: z.number().int(),
    thumbnails: z.array(thumbnailSchema).describe('Smaller re-encoded copies, smallest first; empty for audio and video'),
  })
  .describe('A stored upload');

export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;

const formatSchema = z.enum(Object.keys(uploadFormats) as [keyof typeof uploadFormats, ...(keyof typeof uploadFormats)[]]);

export const uploadLimitsSchema = z.object({
  kinds: z.array(
    z.object({
      kind: z.enum(uploadKinds),
      maxBytes: z.number().int(),
      formats: z.array(formatSchema),
      mimeTypes: z.array(z.string()).describe('Recognised by content; these are the types the formats correspond to'),
      extensions: z.array(z.string()),
      recommended: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
    }),
  ),
});
