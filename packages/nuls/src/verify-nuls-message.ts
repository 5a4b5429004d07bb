import { secp256k1 } from '@noble/curves/secp256k1';
import { parseNulsAddress } from './nuls-address';
import { nulsSignedDigest } from './message-bytes';
import { nulsAddressFromPublicKey, toCompressedPublicKey } from './public-key-address';

export type NulsSignedMessage = {
  message: string;
  /** DER, hex-encoded as Nabox returns it (an optional 0x is tolerated). */
  signature: string;
  /** Compressed (or uncompressed) secp256k1 public key, hex. */
  publicKey: string;
  /** The NULS address that claims to have signed; its chain id picks the address prefix. */
  address: string;
};

// A DER secp256k1 signature is at most 72 bytes; anything longer is refused before parsing.
const derHex = /^(0x)?30[0-9a-fA-F]{10,142}$/;

/**
 * Checks a Nabox message signature (docs/nuls.md): plain ECDSA over the first 32 message bytes, DER,
 * high-S accepted, and the public key must derive the posted address. Never throws on bad input.
 */
export function verifyNulsMessage({ message, signature, publicKey, address }: NulsSignedMessage): boolean {
  const parts = parseNulsAddress(address);
  if (!parts || parts.type !== 1 || !derHex.test(signature)) return false;
  try {
    const key = toCompressedPublicKey(publicKey);
    if (nulsAddressFromPublicKey(key, parts.chainId) !== address) return false;
    const der = signature.replace(/^0x/i, '').toLowerCase();
    return secp256k1.verify(der, nulsSignedDigest(message), key, { prehash: false, lowS: false, format: 'der' });
  } catch {
    // Malformed keys and signatures are simply not valid signatures.
    return false;
  }
}
