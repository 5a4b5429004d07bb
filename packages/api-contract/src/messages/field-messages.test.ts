import { describe, expect, it } from 'vitest';
import { fieldMessages, lengthMessage, translateFieldMessage } from './field-messages';

describe('translateFieldMessage', () => {
  it('keeps English as written', () => {
    expect(translateFieldMessage(lengthMessage(4, 45), 'en')).toBe('Length should be 4 to 45.');
    expect(translateFieldMessage(fieldMessages.required, 'en')).toBe('This field is required');
  });

  it('translates every catalogue message and the length rule to Japanese', () => {
    for (const message of Object.values(fieldMessages)) expect(translateFieldMessage(message, 'ja')).not.toBe(message);
    expect(translateFieldMessage(lengthMessage(0, 1000), 'ja')).toBe('0〜1000文字で入力してください。');
  });

  it('passes unknown messages through', () => {
    expect(translateFieldMessage('Invalid input', 'ja')).toBe('Invalid input');
  });
});
