import type { i18n as I18n } from 'i18next';
import type { Language } from './language';
import { shellLoaders } from './resources';

// The texts of the screens (explore, forms, detail pages) are most of the catalogues; they load
// with the first screen that needs them instead of with the shell, keeping the first load small.
// A language whose shell catalogue is not bundled (resources.ts) loads it here too. The creating,
// operating, drops and contests screens have their own namespace (texts-backend.ts).
const loaders: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import('./pages/en.json'),
  ja: () => import('./pages/ja.json'),
};

/** The default namespace's texts of `language` that are not bundled: the screens' and, unless bundled, the shell's. */
export function loadCatalogue(language: Language): Promise<object> {
  return Promise.all([loaders[language](), shellLoaders[language]?.()]).then(([pages, shell]) => ({
    ...shell,
    ...pages.default,
  }));
}

const loaded = new WeakMap<I18n, Map<Language, Promise<void>>>();

/** Adds the screens' texts (and the shell's, if not bundled) of `language` to `instance` once; later calls reuse the first load. */
export function loadPageTexts(instance: I18n, language: Language): Promise<void> {
  let byLanguage = loaded.get(instance);
  if (!byLanguage) loaded.set(instance, (byLanguage = new Map()));
  let loading = byLanguage.get(language);
  if (!loading) {
    loading = loadCatalogue(language).then((texts) => {
      instance.addResourceBundle(language, 'translation', texts, true, false);
    });
    // A failed chunk load may be retried by the next navigation.
    loading.catch(() => byLanguage.delete(language));
    byLanguage.set(language, loading);
  }
  return loading;
}
