/** The expiry choices of the listing setup (docs/product.md, spec section 4): presets or a picked date and time. */
export const expiryPresets = ['1d', '3d', '7d', '1m', '3m', '6m'] as const;
export type ExpiryPreset = (typeof expiryPresets)[number];
export type ExpiryChoice = ExpiryPreset | 'custom';

const day = 86_400;

/** The end of a preset, counted from `nowSeconds`; months are calendar months (a month from 31 Jan is 3 Mar... as Date does). */
export function presetEnd(preset: ExpiryPreset, nowSeconds: number): number {
  if (preset.endsWith('d')) return nowSeconds + Number.parseInt(preset, 10) * day;
  const date = new Date(nowSeconds * 1000);
  date.setMonth(date.getMonth() + Number.parseInt(preset, 10));
  return Math.floor(date.getTime() / 1000);
}

/** A `datetime-local` value (local time, no zone) in Unix seconds, or undefined when empty or invalid. */
export function localDateTimeSeconds(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return undefined;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? Math.floor(time / 1000) : undefined;
}

/** Unix seconds as a `datetime-local` value in local time (for the pickers' defaults and minimums). */
export function toLocalDateTime(seconds: number): string {
  const date = new Date(seconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
