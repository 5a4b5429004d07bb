import { concat, hexToBigInt, isHex, numberToHex, size, slice, type Hex } from 'viem';

/** The order of the secp256k1 group. */
const secp256k1N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const halfN = secp256k1N / 2n;
const topBit = 1n << 255n;

/**
 * The canonical form of an ECDSA signature: 65 bytes r ++ s ++ v with s in the lower half of the
 * group and v 27 or 28. Seaport's ecrecover accepts a 64-byte EIP-2098 signature and the high-s
 * twin of any signature too, so intake stores this form to recognise the same order signed three
 * ways (docs/product.md "Trading", intake checks). Throws on anything that is not a signature.
 */
export function normalizeSignature(signature: Hex): Hex {
  if (!isHex(signature, { strict: true })) throw new Error('signature is not hex');
  const length = size(signature);
  let r: bigint;
  let s: bigint;
  let yParity: number;
  if (length === 64) {
    r = hexToBigInt(slice(signature, 0, 32));
    const yParityAndS = hexToBigInt(slice(signature, 32, 64));
    yParity = yParityAndS & topBit ? 1 : 0;
    s = yParityAndS & (topBit - 1n);
  } else if (length === 65) {
    r = hexToBigInt(slice(signature, 0, 32));
    s = hexToBigInt(slice(signature, 32, 64));
    const v = hexToBigInt(slice(signature, 64, 65));
    if (v === 27n || v === 28n) yParity = Number(v - 27n);
    else if (v === 0n || v === 1n) yParity = Number(v);
    else throw new Error(`signature has an invalid v (${v})`);
  } else {
    throw new Error(`signature must be 64 or 65 bytes, got ${length}`);
  }
  if (r === 0n || r >= secp256k1N || s === 0n || s >= secp256k1N) throw new Error('signature r or s is out of range');
  if (s > halfN) {
    // (r, n - s) with the other parity recovers the same key: the malleable twin.
    s = secp256k1N - s;
    yParity ^= 1;
  }
  return concat([numberToHex(r, { size: 32 }), numberToHex(s, { size: 32 }), numberToHex(27 + yParity, { size: 1 })]);
}
