import * as z from 'zod/mini';
import { readSession, sessionKeys, writeSession, type KeyValueStorage } from '../lib/session-storage';

/** The spec supports exactly two UI languages; English is the default. */
export const languages = ['en', 'ja'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;
export const defaultLanguage: Language = 'en';

/** Any stored or detected value that is not a supported language falls back to English. */
export function toLanguage(value: unknown): Language {
  const parsed = languageSchema.safeParse(value);
  return parsed.success ? parsed.data : defaultLanguage;
}

export function readStoredLanguage(storage?: KeyValueStorage): Language {
  return toLanguage(readSession(sessionKeys.language, storage));
}

export function storeLanguage(language: Language, storage?: KeyValueStorage): void {
  writeSession(sessionKeys.language, language, storage);
}
