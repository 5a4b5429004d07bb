import { describe, expect, it } from 'vitest';
import { nulsMessageBytes } from './message-bytes';
import { createNulsChallenge, nulsChallengeNonce } from './nuls-challenge';

describe('NULS sign-in challenges', () => {
  it('fit in 32 bytes, read as UTF-8, and carry a fresh nonce', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const { message, nonce } = createNulsChallenge();
      expect(nulsMessageBytes(message).length).toBeLessThanOrEqual(32);
      expect(new TextDecoder().decode(nulsMessageBytes(message))).toBe(message);
      expect(nulsChallengeNonce(message)).toBe(nonce);
      seen.add(nonce);
    }
    expect(seen.size).toBe(200);
  });

  it('find no nonce in other text', () => {
    for (const text of ['', 'Sign in: ', 'Sign in: short', 'sign in: 1111111111111111111111', `Sign in: ${'0'.repeat(22)}`]) {
      expect(nulsChallengeNonce(text), text).toBeUndefined();
    }
  });
});
