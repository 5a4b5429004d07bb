import { secp256k1 } from '@noble/curves/secp256k1';
import { hashMessage, keccak256, type Hex } from 'viem';

/**
 * The lower-case address that made an EIP-191 personal_sign signature (65 bytes, v 0/1/27/28), or
 * undefined when it is not one. @noble/curves directly: viem's recoverMessageAddress does the same
 * maths but costs about half again as much per call (dynamic import, checksumming).
 */
export function recoverEvmSigner(message: string, signature: Hex): string | undefined {
  return recoverHashSigner(hashMessage(message), signature);
}

/**
 * The lower-case address that signed this 32-byte hash (65 bytes, v 0/1/27/28), or undefined when
 * the signature is not one: the order intake recovers EIP-712 order digests with it
 * (docs/decisions/034-order-insert-statements.md).
 */
export function recoverHashSigner(hash: Hex, signature: Hex): string | undefined {
  if (signature.length !== 132) return undefined;
  const v = parseInt(signature.slice(130, 132), 16);
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return undefined;
  try {
    const point = secp256k1.Signature.fromCompact(signature.slice(2, 130)).addRecoveryBit(recovery).recoverPublicKey(hash.slice(2));
    const publicKey = point.toRawBytes(false).subarray(1);
    return `0x${keccak256(publicKey).slice(-40)}`;
  } catch {
    // r or s out of range, or no point for this r: not a signature anyone made.
    return undefined;
  }
}
