import type { UploadedMedia } from '../../uploads';

// Read routes show an image without its media id; an edit form keeps such an image under this
// id and sends nothing for it, so the API leaves it as it is.
const keptId = -1;

type ShownMedia = { url: string; width: number | null; height: number | null } | null;

/** An image a collection or profile already shows, as an upload slot's value. */
export function keptMedia(media: ShownMedia): UploadedMedia | null {
  return media ? { id: keptId, url: media.url, mime: 'image/*', width: media.width, height: media.height } : null;
}

/** What to send for an image slot: undefined (unchanged), null (removed) or the new upload's id. */
export function mediaChange(value: UploadedMedia | null, hadMedia: boolean): number | null | undefined {
  if (value === null) return hadMedia ? null : undefined;
  return value.id === keptId ? undefined : value.id;
}
