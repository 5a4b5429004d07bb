import { errorCodes, type ErrorCode } from '@nft/shared';

/** The API's error messages in English: the message next to each code in @nft/shared. */
export const englishErrorMessages = Object.fromEntries(Object.entries(errorCodes).map(([code, entry]) => [code, entry.message])) as Record<
  ErrorCode,
  string
>;
