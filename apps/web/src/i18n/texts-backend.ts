import type { BackendModule, ReadCallback } from 'i18next';
import type { Language } from './language';
import { loadCatalogue } from './page-texts';

// The texts of creating, operating, drops and contests (about 40 % of all screen texts) are their own i18next
// namespace, `studio`, so the browsing screens (home, explore, NFT page) never download them
// (docs/decisions/063-studio-texts-namespace.md). A component that shows them asks for the namespace
// (`useTranslation('studio')`, a type error otherwise); its route loads them with the screen
// (withPageTexts), and this backend is how i18next loads them on demand: for a route that did not, or when the
// language changes, it fetches the namespace for the new language before switching.
const studioLoaders: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import('./studio/en.json'),
  ja: () => import('./studio/ja.json'),
};

function load(language: Language, namespace: string): Promise<object> {
  if (namespace === 'studio') return studioLoaders[language]().then((module) => module.default);
  // The default namespace of a language whose shell is not bundled (resources.ts): shell and screen texts.
  return loadCatalogue(language);
}

export const textsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    if (language !== 'en' && language !== 'ja') return callback(null, {});
    load(language, namespace).then(
      (texts) => callback(null, texts as Parameters<ReadCallback>[1]),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
