import type { CreateNftDraftBody, NftMetadataDocument } from '@nft/api-contract';

export type DraftMediaUrls = {
  /** The uploaded file. */
  media: { url: string; playable: boolean };
  /** The preview image of audio or video; null for an image upload. */
  preview: { url: string } | null;
};

/**
 * The OpenSea-style metadata document of a draft: `image` is what cards show (the preview of audio
 * or video), `animation_url` the playable file. Levels carry `max_value` without a display type and
 * stats add `display_type: "number"`, which is how OpenSea and the indexer's parser tell them apart.
 */
export function buildMetadataDocument(body: CreateNftDraftBody, urls: DraftMediaUrls): NftMetadataDocument {
  const attributes = body.attributes ?? { traits: [], levels: [], stats: [] };
  const image = urls.media.playable && urls.preview ? urls.preview.url : urls.media.url;
  return {
    name: body.name,
    ...(body.description ? { description: body.description } : {}),
    image,
    ...(urls.media.playable ? { animation_url: urls.media.url } : {}),
    ...(body.externalLink ? { external_url: body.externalLink } : {}),
    attributes: [
      ...attributes.traits.map((t) => ({ trait_type: t.type, value: t.value })),
      ...attributes.levels.map((l) => ({ trait_type: l.type, value: l.value, max_value: l.max })),
      ...attributes.stats.map((s) => ({ trait_type: s.type, value: s.value, max_value: s.max, display_type: 'number' })),
    ],
  };
}

/** The exact bytes of a frozen document: stable key order, so the same draft gives the same hash. */
export function serialiseMetadataDocument(document: NftMetadataDocument): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(document));
}
