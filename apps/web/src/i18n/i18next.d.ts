import type { StudioCatalogue, TranslationCatalogue } from './resources';

// Typed keys: `t('errors.token_expired')` is checked against en.json at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TranslationCatalogue; studio: StudioCatalogue };
    // A `studio` component's t() also takes the default namespace's keys (shared words), as at run time (i18n.ts).
    fallbackNS: 'translation';
  }
}
