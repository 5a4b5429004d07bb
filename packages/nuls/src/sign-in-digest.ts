import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/**
 * What the wallet is asked to sign for a NULS sign-in message: the lower-case hex SHA-256 of the
 * whole text. Nabox reads a lower-case even-length hex string as bytes (docs/nuls.md), so the 32
 * bytes it signs are exactly the digest, and the signature covers every character of the message
 * (domain, URI, chain, nonce, expiry), not only its first 32 bytes. Its own module with no curve
 * code, so the web app can import it without the verifier.
 */
export function nulsSignInDigest(message: string): string {
  return bytesToHex(sha256(utf8ToBytes(message)));
}
