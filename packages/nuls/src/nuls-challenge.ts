import { base58 } from '@scure/base';

const prefix = 'Sign in: ';
// 16 random bytes are 128 bits; base58 of them is at most 22 characters, padded to exactly 22.
const nonceLength = 22;

/**
 * A NULS sign-in challenge (SECURITY.md row 3): at most 32 bytes, so every byte is covered by the
 * signature, with a 128-bit random nonce and non-hex characters so Nabox reads it as UTF-8.
 */
export function createNulsChallenge(): { message: string; nonce: string } {
  const random = crypto.getRandomValues(new Uint8Array(16));
  const nonce = base58.encode(random).padStart(nonceLength, '1');
  return { message: prefix + nonce, nonce };
}

/** The nonce inside a challenge made by createNulsChallenge, or undefined for any other text. */
export function nulsChallengeNonce(message: string): string | undefined {
  if (!message.startsWith(prefix)) return undefined;
  const nonce = message.slice(prefix.length);
  return /^[1-9A-HJ-NP-Za-km-z]{22}$/.test(nonce) ? nonce : undefined;
}
