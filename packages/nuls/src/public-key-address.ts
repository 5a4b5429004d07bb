import { secp256k1 } from '@noble/curves/secp256k1';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { hexToBytes } from '@noble/hashes/utils';
import { encodeNulsAddress, type NulsAddressType } from './nuls-address';

/**
 * Reads a public key given as hex (with or without 0x) or bytes; throws unless it is a valid
 * secp256k1 point. Uncompressed keys are compressed, because NULS hashes the 33-byte form.
 */
export function toCompressedPublicKey(publicKey: string | Uint8Array): Uint8Array {
  const bytes = typeof publicKey === 'string' ? hexToBytes(publicKey.replace(/^0x/i, '')) : publicKey;
  return secp256k1.ProjectivePoint.fromHex(bytes).toRawBytes(true);
}

/** The NULS address of a public key: base58(chain LE16, type, RIPEMD160(SHA256(pubkey)), xor). */
export function nulsAddressFromPublicKey(publicKey: string | Uint8Array, chainId: number, type: NulsAddressType = 1): string {
  const hash160 = ripemd160(sha256(toCompressedPublicKey(publicKey)));
  return encodeNulsAddress({ chainId, type, hash160 });
}
