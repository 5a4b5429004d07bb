import type { ErrorCode } from '@nft/shared';
import { englishErrorMessages } from './english-error-messages';
import { japaneseErrorMessages } from './japanese-error-messages';
import type { Locale } from './locale';

/**
 * The API's error messages in both languages, one catalogue for the server (failure envelopes)
 * and the web app (toasts under `errors.<code>`). English is the message next to each code in
 * @nft/shared; Japanese follows its wording. Each language is its own module, so the web app's first
 * bundle carries English only (docs/decisions/033-first-load-javascript.md).
 */
export const errorMessages: Record<Locale, Record<ErrorCode, string>> = { en: englishErrorMessages, ja: japaneseErrorMessages };
