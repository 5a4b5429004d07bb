import { readSession, sessionKeys, writeSession, type KeyValueStorage } from '../lib/session-storage';

/** The spec supports exactly two UI languages; English is the default. */
export const languages = ['en', 'ja'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Any stored or detected value that is not a supported language falls back to English. */
export function toLanguage(value: unknown): Language {
  // A plain check, not a schema: no zod on the first screens (docs/decisions/042-web-reads-answers-by-type.md).
  return languages.find((language) => language === value) ?? defaultLanguage;
}

export function readStoredLanguage(storage?: KeyValueStorage): Language {
  return toLanguage(readSession(sessionKeys.language, storage));
}

export function storeLanguage(language: Language, storage?: KeyValueStorage): void {
  writeSession(sessionKeys.language, language, storage);
}
