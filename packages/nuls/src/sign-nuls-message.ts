import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { nulsSignedDigest } from './message-bytes';
import { nulsAddressFromPublicKey } from './public-key-address';

export type NulsSigner = {
  /** Compressed public key, hex without 0x (what Nabox's getPub answers). */
  publicKey: string;
  address: string;
  /** Signs like Nabox: DER hex over the first 32 message bytes, random nonce, S not normalised. */
  signMessage(message: string): string;
};

/**
 * A NULS signer for tests and the browser test wallet. `extraEntropy` makes the nonce random as in
 * Nabox, and `lowS: false` keeps S as computed, so about half the signatures are high-S.
 */
export function createNulsSigner(privateKey: string | Uint8Array, chainId = 1): NulsSigner {
  const secret = typeof privateKey === 'string' ? hexToBytes(privateKey.replace(/^0x/i, '')) : privateKey;
  const publicKey = bytesToHex(secp256k1.getPublicKey(secret, true));
  return {
    publicKey,
    address: nulsAddressFromPublicKey(publicKey, chainId),
    signMessage(message) {
      const signature = secp256k1.sign(nulsSignedDigest(message), secret, { prehash: false, lowS: false, extraEntropy: true });
      return signature.toDERHex();
    },
  };
}

/** A fresh random key, for tests that need a new account. */
export function randomNulsPrivateKey(): string {
  return bytesToHex(secp256k1.utils.randomPrivateKey());
}
