import type { TranslationCatalogue } from './resources';

// Typed keys: `t('errors.token_expired')` is checked against en.json at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TranslationCatalogue };
  }
}
