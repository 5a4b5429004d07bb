import { describe, expect, it } from 'vitest';
import { errorCodes } from '@nft/shared';
import { parseLocale } from '@nft/api-contract';
import { hasTranslation, messageKeys, translate } from './messages';

describe('message catalogue', () => {
  it('has a Japanese message for every error code and detail message', () => {
    expect(messageKeys.length).toBeGreaterThan(Object.keys(errorCodes).length);
    expect(messageKeys.filter((key) => !hasTranslation(key, 'ja'))).toEqual([]);
  });

  it('uses the spec wording in English', () => {
    expect(translate('token_expired', 'en')).toBe('The authentication has expired. Please re-sign and click the button again.');
    expect(translate('unsupported_chain', 'en')).toBe('unexpected: unsupported chain');
    expect(translate('token_expired', 'ja')).not.toBe(translate('token_expired', 'en'));
  });
});

describe('parseLocale', () => {
  it.each([
    [undefined, 'en'],
    ['ja', 'ja'],
    ['JA', 'ja'],
    ['ja-JP', 'ja'],
    ['ja_JP', 'ja'],
    ['en-US', 'en'],
    ['zh', 'en'],
    ['', 'en'],
    [['ja', 'en'], 'ja'],
  ] as const)('reads %j as %s', (header, locale) => {
    expect(parseLocale(header as string | string[] | undefined)).toBe(locale);
  });
});
