import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { env } from '../config/env';
import { defaultLanguage, readStoredLanguage, toLanguage, type Language } from './language';
import { loadPageTexts } from './page-texts';
import { resources, shellLoaders, type TextNamespace } from './resources';
import { textsBackend } from './texts-backend';

export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .use(textsBackend)
    .init({
      lng: language,
      fallbackLng: defaultLanguage,
      // The default namespace holds the shell's and the browsing screens' texts; `studio` loads on demand
      // (texts-backend.ts) and falls back to the default one for shared words (buttons, validation).
      ns: ['translation'],
      fallbackNS: 'translation',
      // English's default namespace is bundled; the rest comes from the backend.
      partialBundledLanguages: true,
      // A copy per instance, to the namespace level: i18next stores the languages and namespaces added later
      // (loadPageTexts, the backend) in these objects.
      resources: Object.fromEntries(Object.entries(resources).map(([language, bundles]) => [language, { ...bundles }])),
      // React escapes rendered text already.
      interpolation: { escapeValue: false, defaultVariables: { appName: env.appName } },
      // English is bundled, so initialisation completes synchronously; another language's texts are
      // added before the first render (main.tsx) or before a switch (page-texts.ts).
      initAsync: false,
    });
  syncDocumentLanguage(instance);
  instance.on('languageChanged', () => syncDocumentLanguage(instance));
  return instance;
}

function syncDocumentLanguage(instance: I18n): void {
  if (typeof document !== 'undefined') document.documentElement.lang = instance.language;
}

/** The app's one instance; modules outside React (API client, toasts) read the language here. */
export const i18n = createI18n(readStoredLanguage());

/** Loads the screens' texts for the current language (see page-texts.ts). */
export function pageTextsReady(): Promise<void> {
  return loadPageTexts(i18n, toLanguage(i18n.language));
}

/** Loads `namespaces` (beyond the default one) in the current language, as a screen that shows them needs. */
export function namespacesReady(namespaces: readonly TextNamespace[]): Promise<void> {
  return namespaces.length ? i18n.loadNamespaces([...namespaces]) : Promise.resolve();
}

/** Resolves once the shell's texts of the current language are in: at once for English (bundled). */
export async function shellTextsReady(): Promise<void> {
  const language = toLanguage(i18n.language);
  if (!shellLoaders[language]) return;
  await loadPageTexts(i18n, language);
  // i18next resolved the language to English while its texts were missing; resolve it again now
  // that they are in (the language switch shows the resolved language).
  await i18n.changeLanguage(language);
}
