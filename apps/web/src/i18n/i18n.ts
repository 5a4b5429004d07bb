import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { env } from '../config/env';
import { defaultLanguage, readStoredLanguage, toLanguage, type Language } from './language';
import { loadPageTexts } from './page-texts';
import { resources, shellLoaders } from './resources';

export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    // A copy per instance: i18next stores languages added later (loadPageTexts) in this object.
    resources: { ...resources },
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

/** Resolves once the shell's texts of the current language are in: at once for English (bundled). */
export async function shellTextsReady(): Promise<void> {
  const language = toLanguage(i18n.language);
  if (!shellLoaders[language]) return;
  await loadPageTexts(i18n, language);
  // i18next resolved the language to English while its texts were missing; resolve it again now
  // that they are in (the language switch shows the resolved language).
  await i18n.changeLanguage(language);
}
