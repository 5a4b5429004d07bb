import { createHash, randomBytes } from 'node:crypto';

/** A new opaque session token: 32 random bytes, base64url. Only its hash is ever stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a token, the form `sessions.token_hash` holds. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
