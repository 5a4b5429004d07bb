import { describe, expect, it } from 'vitest';
import { createNulsSigner, nulsSignInDigest, randomNulsPrivateKey, verifyNulsMessage } from '@nft/nuls';
import { signWithNabox } from './nabox-nuls';

describe('signWithNabox', () => {
  it('has Nabox sign the hex SHA-256 of the whole message, and reports it for display', async () => {
    const signer = createNulsSigner(randomNulsPrivateKey(), 2);
    const asked: string[] = [];
    const nabox = {
      createSession: async () => [signer.address],
      getPub: async () => signer.publicKey,
      signMessage: async ([text]: [string, string]) => {
        asked.push(text);
        return signer.signMessage(text);
      },
    };
    const message = `market.example wants you to sign in with your NULS account:\n${signer.address}\n\nNonce: 5HueCGU8rMjxEXxiPuD5BD`;
    const shown: string[] = [];
    const { signature, pubkey } = await signWithNabox(nabox, message, signer.address, (digest) => shown.push(digest));
    expect(asked).toEqual([nulsSignInDigest(message)]);
    expect(shown).toEqual(asked);
    expect(pubkey).toBe(signer.publicKey);
    expect(verifyNulsMessage({ message: nulsSignInDigest(message), signature, publicKey: pubkey, address: signer.address })).toBe(true);
  });
});
