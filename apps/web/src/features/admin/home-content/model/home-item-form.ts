import { homeSectionSpecs, type AdminHomeItem, type HomeItemBody, type HomeSection, type HomeSectionSpec } from '@nft/api-contract';
import { isWebsiteUrl } from '../../../collections';
import type { UploadedMedia } from '../../../uploads';

/** The editor's state: text as typed, images as uploaded, the schedule as `datetime-local` values (local time). */
export type HomeItemFormValues = {
  fields: Record<string, string>;
  images: Record<string, UploadedMedia | null>;
  visible: boolean;
  showFrom: string;
  showUntil: string;
};

export const sectionSpec = (section: HomeSection): HomeSectionSpec => homeSectionSpecs[section];

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (local time) as an ISO instant; empty means no limit. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function initialValues(section: HomeSection, item: AdminHomeItem | null): HomeItemFormValues {
  const spec = sectionSpec(section);
  return {
    fields: Object.fromEntries(Object.keys(spec.fields).map((key) => [key, item?.fields[key] == null ? '' : String(item.fields[key])])),
    images: Object.fromEntries(
      Object.keys(spec.images).map((key) => {
        const image = item?.images[key];
        return [key, image ? { id: image.id, url: image.url, mime: 'image/*', width: image.width, height: image.height } : null];
      }),
    ),
    visible: item?.visible ?? true,
    showFrom: toLocalInput(item?.showFrom ?? null),
    showUntil: toLocalInput(item?.showUntil ?? null),
  };
}

export type FormErrorKey = 'required' | 'website' | 'number' | 'schedule';

/** The editor's own checks (the API repeats them and more); keys are the form paths, values i18n rule names. */
export function validateHomeItem(section: HomeSection, values: HomeItemFormValues): Record<string, FormErrorKey> {
  const errors: Record<string, FormErrorKey> = {};
  for (const [key, field] of Object.entries(sectionSpec(section).fields)) {
    const value = values.fields[key]?.trim() ?? '';
    if ('required' in field && field.required && value === '') errors[`fields.${key}`] = 'required';
    if (field.kind === 'link' && value !== '' && !isWebsiteUrl(value)) errors[`fields.${key}`] = 'website';
    if (field.kind === 'collection' && value !== '' && !/^[1-9]\d*$/.test(value)) errors[`fields.${key}`] = 'number';
  }
  const from = fromLocalInput(values.showFrom);
  const until = fromLocalInput(values.showUntil);
  if (from && until && until <= from) errors.showUntil = 'schedule';
  return errors;
}

/**
 * The form as the API body. A new item sends what is filled in; an edit sends every text field (empty clears it),
 * and an image only when it changed (null removes it), so an unchanged image needs no ownership check.
 */
export function toHomeItemBody(section: HomeSection, values: HomeItemFormValues, current: AdminHomeItem | null): HomeItemBody {
  const spec = sectionSpec(section);
  const body: HomeItemBody = {
    visible: values.visible,
    showFrom: fromLocalInput(values.showFrom),
    showUntil: fromLocalInput(values.showUntil),
  };
  for (const [key, field] of Object.entries(spec.fields)) {
    const value = values.fields[key]?.trim() ?? '';
    if (field.kind === 'collection') body[key] = value === '' ? null : Number(value);
    else if (value !== '' || current) body[key] = 'required' in field && field.required ? value : value === '' ? null : value;
  }
  for (const key of Object.keys(spec.images)) {
    const id = values.images[key]?.id ?? null;
    const before = current?.images[key]?.id ?? null;
    if (id !== before) body[key] = id;
  }
  return body;
}

/** The API's field issues (`/title`, `/pictureMediaId`, `/showUntil`) as form paths. */
export function serverErrors(section: HomeSection, details: unknown): Record<string, string> {
  const issues = (details as { issues?: { path?: unknown; message?: unknown }[] } | null)?.issues;
  if (!Array.isArray(issues)) return {};
  const spec = sectionSpec(section);
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const name = path.split('/')[1] ?? '';
    const formPath = name in spec.fields ? `fields.${name}` : name in spec.images ? `images.${name}` : name;
    errors[formPath] ??= message;
  }
  return errors;
}

/** What the console says about an item's visibility now. */
export function itemStatus(item: AdminHomeItem, now: Date = new Date()): 'live' | 'hidden' | 'scheduled' | 'ended' {
  if (item.live) return 'live';
  if (!item.visible) return 'hidden';
  if (item.showUntil && new Date(item.showUntil) <= now) return 'ended';
  return 'scheduled';
}
