import { z } from 'zod';
import { safeHttpUrl } from './safe-url';

/** One row of nft_attributes, mapped onto the spec's three kinds: text traits, levels and stats. */
export interface AttributeRow {
  traitType: string;
  value: string;
  displayType: 'text' | 'level' | 'stat';
  numericValue: string | null;
  maxValue: string | null;
}

export interface ParsedMetadata {
  /** The JSON as published, with NUL characters removed (PostgreSQL text and jsonb refuse them). */
  raw: Record<string, unknown>;
  name: string | null;
  description: string | null;
  /** Untrusted URIs, fetched later through safeFetch; inline `image_data` SVG becomes a data: URI. */
  image: string | null;
  animationUrl: string | null;
  /** An http(s) URL that parses, normalised; see safe-url.ts. */
  externalUrl: string | null;
  attributes: AttributeRow[];
}

const maxAttributes = 200;
const scalar = z.union([z.string(), z.number(), z.boolean()]);
const listAttribute = z.object({
  trait_type: z.union([z.string(), z.number()]).optional(),
  value: scalar,
  display_type: z.string().optional(),
  max_value: z.union([z.number(), z.string()]).optional(),
});

export class MetadataFormatError extends Error {
  override name = 'MetadataFormatError';
}

/** Reads ERC-721 / ERC-1155 metadata JSON leniently: a malformed field is dropped, not fatal. */
export function parseMetadata(bytes: Buffer): ParsedMetadata {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new MetadataFormatError('metadata is not JSON', { cause: error });
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new MetadataFormatError('metadata is not a JSON object');
  const raw = withoutNul(json) as Record<string, unknown>;
  const imageData = text(raw.image_data, 1_000_000);
  return {
    raw,
    name: text(raw.name, 200),
    description: text(raw.description, 10_000),
    image:
      text(raw.image, 1_000_000) ??
      text(raw.image_url, 1_000_000) ??
      (imageData?.trimStart().startsWith('<') ? `data:image/svg+xml,${encodeURIComponent(imageData)}` : null),
    animationUrl: text(raw.animation_url, 1_000_000),
    externalUrl: safeHttpUrl(raw.external_url) ?? safeHttpUrl(raw.external_link),
    attributes: parseAttributes(raw.attributes ?? raw.traits ?? raw.properties).slice(0, maxAttributes),
  };
}

function parseAttributes(value: unknown): AttributeRow[] {
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const parsed = listAttribute.safeParse(item);
      if (!parsed.success || parsed.data.trait_type === undefined) return [];
      const { trait_type, value: v, display_type, max_value } = parsed.data;
      return row(String(trait_type), v, display_type, max_value);
    });
  }
  // The `{ "Background": "Blue", "Level": 3 }` shape.
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, v]) => {
      const parsed = scalar.safeParse(v);
      return parsed.success ? row(key, parsed.data) : [];
    });
  }
  return [];
}

function row(traitType: string, value: string | number | boolean, displayType?: string, maxValue?: number | string): AttributeRow[] {
  const trait = traitType.trim().slice(0, 100);
  if (!trait) return [];
  const numeric = typeof value === 'number' && Number.isFinite(value);
  const max = maxValue === undefined || !Number.isFinite(Number(maxValue)) ? null : String(Number(maxValue));
  const kind = numeric && displayType && displayType !== 'date' ? 'stat' : numeric && max !== null ? 'level' : 'text';
  return [
    {
      traitType: trait,
      value: String(value).slice(0, 1_000),
      displayType: kind,
      numericValue: numeric ? String(value) : null,
      maxValue: numeric ? max : null,
    },
  ];
}

function text(value: unknown, maxLength: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, maxLength) : null;
}

function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '');
  if (Array.isArray(value)) return value.map(withoutNul);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replaceAll('\u0000', ''), withoutNul(v)]));
  return value;
}
