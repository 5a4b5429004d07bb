import { z } from 'zod';
import { idField } from '../fields/query-fields';

/** `GET /artists/{id}`: one artist of the home content (docs/product.md, "Artist pages"). */
export const artistParamsSchema = z.object({ id: idField });

const url = z.string().nullable();

export const artistDetailSchema = z.object({
  id: z.number().int(),
  artist: z.string(),
  introduction: z.string().nullable(),
  header_icon_url: url,
  link_url: url,
  account_address: z
    .string()
    .nullable()
    .describe("The artist's account on this marketplace (lower-case EVM or NULS address); null when not linked"),
});

export type ArtistDetail = z.infer<typeof artistDetailSchema>;
