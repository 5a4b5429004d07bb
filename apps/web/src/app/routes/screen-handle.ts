import type { ScreenKey } from '../../i18n/resources';

/** Route `handle` of every screen; the layout reads it for the document title. */
export type ScreenHandle = { screen: ScreenKey };

export function screenHandle(screen: ScreenKey): ScreenHandle {
  return { screen };
}

export function isScreenHandle(value: unknown): value is ScreenHandle {
  return typeof value === 'object' && value !== null && 'screen' in value && typeof value.screen === 'string';
}
