import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { env } from '../config/env';
import { defaultLanguage, readStoredLanguage, toLanguage, type Language } from './language';
import { loadPageTexts } from './page-texts';
import { resources } from './resources';

export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    resources,
    // React escapes rendered text already.
    interpolation: { escapeValue: false, defaultVariables: { appName: env.appName } },
    // Resources are bundled, so initialisation completes synchronously before the first render.
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
