import en from './en.json';
import ja from './ja.json';
import type { Language } from './language';

// Both catalogues are small enough to ship in the first bundle, which keeps the first paint in
// the stored language without a flash of English.
export const resources = {
  en: { translation: en },
  ja: { translation: ja },
} as const satisfies Record<Language, { translation: typeof en }>;

export type TranslationCatalogue = typeof en;

/** A screen of spec section 2, named by its key under `screens.` in the catalogues. */
export type ScreenKey = keyof TranslationCatalogue['screens'];
