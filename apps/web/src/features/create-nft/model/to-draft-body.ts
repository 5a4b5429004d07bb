import type { NftDraftBody } from '../api/create-nft-schemas';
import { isPlayable, type CreateNftFormValues } from './create-nft-form-schema';

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form, once valid, as the body of POST /v1/nft-drafts. */
export function toDraftBody(values: CreateNftFormValues): NftDraftBody {
  const ranged = (rows: CreateNftFormValues['levels']) =>
    rows.map((row) => ({ type: row.type.trim(), value: Number(row.value), max: Number(row.max) }));
  return {
    chain: values.chain,
    collectionId: values.collectionId ? Number(values.collectionId) : null,
    name: values.name.trim(),
    description: blankToNull(values.description),
    mediaId: values.media!.id,
    // Only audio and video carry a preview; an image is its own.
    previewMediaId: isPlayable(values.media) && values.preview ? values.preview.id : null,
    externalLink: blankToNull(values.externalLink),
    attributes: {
      traits: values.traits.map((row) => ({ type: row.type.trim(), value: row.value.trim() })),
      levels: ranged(values.levels),
      stats: ranged(values.stats),
    },
    unlockableContent: values.unlockable ? blankToNull(values.unlockableContent) : null,
    copies: Number(values.copies),
    frozen: values.frozen,
  };
}
