import { describe, expect, it } from 'vitest';
import { freshAccount, craftSiwe } from './auth.fixtures';
import { checkSiweMessage } from './siwe-check';

describe('checkSiweMessage', () => {
  const account = freshAccount();
  const message = craftSiwe({ address: account.address, chainId: 31337, nonce: 'abcdef0123456789' });
  const expected = {
    domain: 'market.example',
    uri: 'https://market.example',
    chainId: 31337,
    address: account.address,
    maxAgeMs: 300_000,
    now: new Date(),
  };

  it('returns the nonce of a message that matches', () => {
    expect(checkSiweMessage(message, expected)).toEqual({ nonce: 'abcdef0123456789' });
  });

  it('refuses to run without a configured domain or URI (docs/security.md row 1)', () => {
    expect(() => checkSiweMessage(message, { ...expected, domain: '' })).toThrow(/configured domain/);
    expect(() => checkSiweMessage(message, { ...expected, uri: '' })).toThrow(/configured domain/);
    expect(() => checkSiweMessage(message, { ...expected, domain: undefined as unknown as string })).toThrow(/configured domain/);
  });
});
