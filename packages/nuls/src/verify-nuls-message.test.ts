import { secp256k1 } from '@noble/curves/secp256k1';
import { describe, expect, it } from 'vitest';
import { nulsMessageBytes } from './message-bytes';
import { nulsAddressFromPublicKey } from './public-key-address';
import { createNulsSigner, randomNulsPrivateKey } from './sign-nuls-message';
import { verifyNulsMessage } from './verify-nuls-message';

// Vectors of docs/nuls.md.
const addressVectors = [
  {
    publicKey: '027d8d404b0aaa834491999a0212ef7e432da69c6462857566f80a2c81e259e7b2',
    chainId: 1,
    address: 'NULSd6HgfzPGhFsZX16hHgneY25YKs6v6LvmX',
  },
  {
    publicKey: '02458d425e75a95688571c4cc074289a34d27c74cd284d6be316a775b363a205c3',
    chainId: 2,
    address: 'tNULSeBaMiv3V2KMKbkHL8ZRgQRkP6CYUG2hia',
  },
  {
    publicKey: '03958b790c331954ed367d37bac901de5c2f06ac8368b37d7bd6cd5ae143c1d7e3',
    chainId: 2,
    address: 'tNULSeBaMvEtDfvZuukDf2mVyfGo3DdiN8KLRG',
  },
];

const signatureVectors = [
  {
    message: 'Nonce: 87472423',
    publicKey: '02b0531fe5e0a9dedd6d168ec6de8973e478c5e038314a87ea9058cdf331bf923f',
    signature:
      '304502200c56fbf1608783a09f810d9e926b14c85b581846ef0e38b3d225bc33bfdd5d64022100d91d47dd0ae4be26cf02d832f654779492242b86ce8101477b43ec653a92ddcd',
  },
  {
    message: '123456',
    publicKey: '022fb21df00d78dd85d4700a10da7021b3a84d2d9f5998f3eb3ac0e9e76d98246c',
    signature:
      '3045022100cf957335e32e9e3dc491182e3e5a33e5de461b7dbb870d127fbbae00cd24845102204ad13b0924d392e633da32900e53442c00bb6eb4dae1fcaef1d2851df4ba276d',
  },
];

const withAddress = (vector: (typeof signatureVectors)[number]) => ({ ...vector, address: nulsAddressFromPublicKey(vector.publicKey, 1) });

describe('NULS public keys and messages', () => {
  it('derive the docs/nuls.md addresses from their public keys', () => {
    for (const vector of addressVectors) expect(nulsAddressFromPublicKey(vector.publicKey, vector.chainId)).toBe(vector.address);
  });

  it('read lower-case even-length hex as bytes and anything else as UTF-8', () => {
    expect([...nulsMessageBytes('123456')]).toEqual([0x12, 0x34, 0x56]);
    expect(new TextDecoder().decode(nulsMessageBytes('12345'))).toBe('12345');
    expect(new TextDecoder().decode(nulsMessageBytes('ABCD'))).toBe('ABCD');
    expect(new TextDecoder().decode(nulsMessageBytes('Nonce: 1'))).toBe('Nonce: 1');
  });
});

describe('verifyNulsMessage', () => {
  it('accepts the docs/nuls.md signatures, the first one high-S', () => {
    const first = secp256k1.Signature.fromDER(signatureVectors[0]!.signature);
    expect(first.hasHighS()).toBe(true);
    for (const vector of signatureVectors) expect(verifyNulsMessage(withAddress(vector)), vector.message).toBe(true);
  });

  it('refuses another message, key, address or a damaged signature', () => {
    const vector = withAddress(signatureVectors[0]!);
    const other = withAddress(signatureVectors[1]!);
    expect(verifyNulsMessage({ ...vector, message: 'Nonce: 87472424' })).toBe(false);
    expect(verifyNulsMessage({ ...vector, publicKey: other.publicKey, address: other.address })).toBe(false);
    expect(verifyNulsMessage({ ...vector, address: other.address })).toBe(false);
    expect(verifyNulsMessage({ ...vector, signature: vector.signature.slice(0, -2) + '00' })).toBe(false);
  });

  it('never throws on malformed input', () => {
    const vector = withAddress(signatureVectors[0]!);
    const bad = ['', '30', 'zz', '30'.repeat(200), '0x', vector.signature.toUpperCase() + 'g'];
    for (const signature of bad) expect(verifyNulsMessage({ ...vector, signature })).toBe(false);
    for (const publicKey of ['', '02', '04' + '00'.repeat(64), 'nothex', '02' + 'ff'.repeat(32)]) {
      expect(verifyNulsMessage({ ...vector, publicKey })).toBe(false);
    }
    for (const address of ['', 'NULSd', '0x0000000000000000000000000000000000000000', 'tNULSeBaMxjeNfiicypEUtttpBC1NdFsmDcCGS']) {
      expect(verifyNulsMessage({ ...vector, address })).toBe(false);
    }
  });

  it('only covers the first 32 bytes, which is why a challenge must fit inside them', () => {
    const signer = createNulsSigner(randomNulsPrivateKey());
    const long = 'Please sign in to the marketplace with nonce 1';
    const signature = signer.signMessage(long);
    const sameStart = long.slice(0, 32) + ' and something else';
    expect(verifyNulsMessage({ message: sameStart, signature, publicKey: signer.publicKey, address: signer.address })).toBe(true);
  });
});

describe('createNulsSigner', () => {
  it('signs like Nabox: DER, verifiable, and sometimes high-S', () => {
    const signer = createNulsSigner(randomNulsPrivateKey(), 2);
    expect(signer.address.startsWith('tNULSe')).toBe(true);
    const signatures = Array.from({ length: 40 }, (_, i) => signer.signMessage(`Sign in: message ${i}`));
    for (const [i, signature] of signatures.entries()) {
      expect(signature).toMatch(/^30[0-9a-f]+$/);
      expect(verifyNulsMessage({ message: `Sign in: message ${i}`, signature, publicKey: signer.publicKey, address: signer.address })).toBe(
        true,
      );
    }
    // With a random S sign, 40 signatures that are all low-S happen with probability 2^-40.
    expect(signatures.some((signature) => secp256k1.Signature.fromDER(signature).hasHighS())).toBe(true);
  });
});
