import { errorMessages, type Locale } from '@nft/api-contract';
import type { ErrorCode } from '@nft/shared';

/** Messages for failures that have no error code of their own but deserve a precise sentence. */
const detailMessages = {
  en: {
    invalid_json: 'The request body is not valid JSON',
    empty_json_body: 'The request body is empty but its content type says JSON',
    invalid_url: 'The request URL is not valid',
    route_not_found: 'No such API route',
  },
  ja: {
    invalid_json: 'リクエスト本文が正しいJSONではありません',
    empty_json_body: 'リクエスト本文が空ですが、コンテンツタイプはJSONです',
    invalid_url: 'リクエストのURLが正しくありません',
    route_not_found: 'そのAPIルートは存在しません',
  },
} as const;

export type MessageKey = ErrorCode | keyof (typeof detailMessages)['en'];

// The error codes' texts are the API contract's catalogue (shared with the web app).
const catalogue: Record<Locale, Record<MessageKey, string>> = {
  en: { ...errorMessages.en, ...detailMessages.en },
  ja: { ...errorMessages.ja, ...detailMessages.ja },
};

export const messageKeys = Object.keys(catalogue.en) as MessageKey[];

/** The message for a key in a locale. */
export function translate(key: MessageKey, locale: Locale): string {
  return catalogue[locale][key];
}

/** Whether a locale has its own wording for a key (used by the catalogue test). */
export function hasTranslation(key: MessageKey, locale: Locale): boolean {
  return catalogue[locale][key] !== undefined;
}
