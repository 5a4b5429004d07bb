import { randomBytes } from 'node:crypto';

/** A one-time EIP-4361 nonce: 128 random bits as 32 hex digits (alphanumeric, as EIP-4361 requires). */
export function newLoginNonce(): string {
  return randomBytes(16).toString('hex');
}
