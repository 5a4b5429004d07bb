import en from './en.json';
import ja from './ja.json';
import type { Language } from './language';
import type enPages from './pages/en.json';

// The shell's catalogues ship in the first bundle, so the first paint is in the stored language
// without a flash of English. The screens' texts (pages/*.json) load with the screens
// (page-texts.ts).
export const resources = {
  en: { translation: en },
  ja: { translation: ja },
} as const satisfies Record<Language, { translation: typeof en }>;

/** Every key the app may use: the shell's and the screens'. */
export type TranslationCatalogue = typeof en & typeof enPages;

/** A screen of docs/product.md (spec section 2), named by its key under `screens.` in the catalogues. */
export type ScreenKey = keyof TranslationCatalogue['screens'];
