import { describe, expect, it } from 'vitest';
import { nulsSignedDigest } from './message-bytes';
import { formatNulsSignInMessage, newNulsNonce, parseNulsSignInMessage, type NulsSignInFields } from './nuls-sign-in-message';
import { createNulsSigner, randomNulsPrivateKey } from './sign-nuls-message';
import { nulsSignInDigest } from './sign-in-digest';
import { verifyNulsMessage } from './verify-nuls-message';

const signer = createNulsSigner(randomNulsPrivateKey(), 2);
const fields = (nonce = newNulsNonce()): NulsSignInFields => ({
  domain: 'market.example',
  uri: 'https://market.example',
  address: signer.address,
  chain: 'nuls',
  chainId: 2,
  nonce,
  issuedAt: new Date('2026-01-01T00:00:00.000Z'),
  expirationTime: new Date('2026-01-01T00:05:00.000Z'),
  statement: 'Sign in to NFT Marketplace',
});
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('NULS sign-in messages', () => {
  it('name the site, the account, the chain and the nonce, and parse back to the same fields', () => {
    const message = formatNulsSignInMessage(fields('5HueCGU8rMjxEXxiPuD5BD'));
    expect(message).toBe(
      `market.example wants you to sign in with your NULS account:\n${signer.address}\n\nSign in to NFT Marketplace\n\n` +
        'URI: https://market.example\nChain: nuls\nChain ID: 2\nNonce: 5HueCGU8rMjxEXxiPuD5BD\n' +
        'Issued At: 2026-01-01T00:00:00.000Z\nExpiration Time: 2026-01-01T00:05:00.000Z',
    );
    expect(parseNulsSignInMessage(message)).toEqual(fields('5HueCGU8rMjxEXxiPuD5BD'));
  });

  it('find nothing in other text', () => {
    const good = formatNulsSignInMessage(fields());
    for (const text of [
      '',
      'Sign in: 5HueCGU8rMjxEXxiPuD5BD',
      `${good}\n`,
      good.replace(/Nonce: \w+/, 'Nonce: 0OIl'),
      good.replace('Chain ID: 2', 'Chain ID: 3'),
      good.replace(/Issued At: \S+/, 'Issued At: yesterday'),
    ]) {
      expect(parseNulsSignInMessage(text), text).toBeUndefined();
    }
  });

  it('are signed as their digest: Nabox signs all 32 digest bytes, so every character counts', () => {
    const message = formatNulsSignInMessage(fields());
    const digest = nulsSignInDigest(message);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    // What Nabox signs for the digest string is the digest itself.
    expect(hex(nulsSignedDigest(digest))).toBe(digest);
    const signature = signer.signMessage(digest);
    expect(verifyNulsMessage({ message: digest, signature, publicKey: signer.publicKey, address: signer.address })).toBe(true);
    // Another site, chain or nonce in the text gives another digest: the signature does not carry over.
    for (const other of [
      message.replace('market.example wants', 'evil.example wants'),
      message.replace('URI: https://market.example', 'URI: https://evil.example'),
      message.replace('Chain ID: 2', 'Chain ID: 1'),
    ]) {
      expect(verifyNulsMessage({ message: nulsSignInDigest(other), signature, publicKey: signer.publicKey, address: signer.address })).toBe(
        false,
      );
    }
  });

  it('never share the 32 bytes Nabox signs', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) seen.add(hex(nulsSignedDigest(nulsSignInDigest(formatNulsSignInMessage(fields())))));
    expect(seen.size).toBe(500);
  });
});
