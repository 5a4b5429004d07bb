import { describe, expect, it } from 'vitest';
import { keccak256, recoverAddress, recoverMessageAddress, stringToHex, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, sign } from 'viem/accounts';
import { secp256k1 } from '@noble/curves/secp256k1';
import { freshAccount } from './auth.fixtures';
import { recoverEvmSigner, recoverHashSigner } from './recover-evm-signer';

describe('recoverEvmSigner', () => {
  it('agrees with viem, for v as 27/28 and as 0/1, and for the high-S twin', async () => {
    for (let i = 0; i < 10; i++) {
      const account = freshAccount();
      const message = `message ${i}\nwith lines`;
      const signature = await account.signMessage({ message });
      expect(recoverEvmSigner(message, signature)).toBe(account.address.toLowerCase());
      expect(await recoverMessageAddress({ message, signature })).toBe(account.address);
      const v = parseInt(signature.slice(130), 16);
      expect(recoverEvmSigner(message, `${signature.slice(0, 130)}0${v - 27}` as Hex)).toBe(account.address.toLowerCase());
      const parsed = secp256k1.Signature.fromCompact(signature.slice(2, 130));
      const twin = `0x${new secp256k1.Signature(parsed.r, secp256k1.CURVE.n - parsed.s).toCompactHex()}${v === 27 ? '1c' : '1b'}` as Hex;
      expect(recoverEvmSigner(message, twin)).toBe(account.address.toLowerCase());
      expect(recoverEvmSigner(`${message}.`, signature)).not.toBe(account.address.toLowerCase());
    }
  });

  it('answers undefined for anything that is not a 65-byte signature', () => {
    for (const signature of [
      '0x',
      '0x1234',
      `0x${'00'.repeat(65)}`,
      `0x${'ff'.repeat(65)}`,
      `0x${'ab'.repeat(64)}1d`,
      `0x${'ab'.repeat(66)}`,
    ]) {
      expect(recoverEvmSigner('m', signature as Hex), signature).toBeUndefined();
    }
  });
});

describe('recoverHashSigner', () => {
  it('agrees with viem on a raw 32-byte hash (the order intake recovers EIP-712 digests with it)', async () => {
    for (let i = 0; i < 5; i++) {
      const privateKey = generatePrivateKey();
      const account = privateKeyToAccount(privateKey);
      const hash = keccak256(stringToHex(`digest ${i}`));
      const signature = await sign({ hash, privateKey, to: 'hex' });
      expect(recoverHashSigner(hash, signature)).toBe(account.address.toLowerCase());
      expect(await recoverAddress({ hash, signature })).toBe(account.address);
      expect(recoverHashSigner(keccak256(hash), signature)).not.toBe(account.address.toLowerCase());
    }
    expect(recoverHashSigner(keccak256('0x01'), `0x${'ff'.repeat(65)}`)).toBeUndefined();
  });
});
