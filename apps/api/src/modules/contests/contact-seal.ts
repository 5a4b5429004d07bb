import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Contest contact data at rest (docs/security.md "Contest contact data"): AES-256-GCM under CONTEST_CONTACT_KEY,
 * a fresh 12-byte IV per value, the entry id as associated data (a sealed value copied to another entry does not
 * open), stored as `v1.` + base64url(iv | tag | ciphertext). The database never holds the plaintext.
 */
export type ContestContact = { email: string; zipCode: string | null; phone: string | null };

const version = 'v1.';

/** CONTEST_CONTACT_KEY: 32 bytes written as 64 hex characters or base64; anything else is a start-up error. */
export function parseContestContactKey(value: string): Uint8Array {
  const text = value.trim();
  if (/^(0x)?[0-9a-fA-F]{64}$/.test(text)) return Uint8Array.from(Buffer.from(text.replace(/^0x/, ''), 'hex'));
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const bytes = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === 32) return Uint8Array.from(bytes);
  }
  throw new Error('must be 32 bytes as 64 hex characters or base64 (e.g. `openssl rand -hex 32`)');
}

/** A new random key, hex (the embedded `npm start` writes one into its data directory). */
export function newContestContactKey(): string {
  return randomBytes(32).toString('hex');
}

function associatedData(entryId: number): Buffer {
  return Buffer.from(`contest-entry:${entryId}`, 'utf8');
}

export function sealContact(key: Uint8Array, entryId: number, contact: ContestContact): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(entryId));
  const body = Buffer.concat([cipher.update(JSON.stringify(contact), 'utf8'), cipher.final()]);
  return version + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The contact data, or throws when the value was not sealed for this entry under this key. */
export function openContact(key: Uint8Array, entryId: number, sealed: string): ContestContact {
  if (!sealed.startsWith(version)) throw new Error('unknown sealed contact format');
  const raw = Buffer.from(sealed.slice(version.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAAD(associatedData(entryId));
  decipher.setAuthTag(raw.subarray(12, 28));
  const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  const value = JSON.parse(text) as ContestContact;
  return { email: value.email, zipCode: value.zipCode ?? null, phone: value.phone ?? null };
}
