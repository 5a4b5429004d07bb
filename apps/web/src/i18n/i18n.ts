import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { env } from '../config/env';
import { defaultLanguage, readStoredLanguage, type Language } from './language';
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
