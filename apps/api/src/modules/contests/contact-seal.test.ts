import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { newContestContactKey, openContact, parseContestContactKey, sealContact } from './contact-seal';

// docs/security.md "Contest contact data": AES-256-GCM with the entry id bound in, and a key checked at start-up.
const contact = { email: 'entrant@example.com', zipCode: '100-0001', phone: '+81 90 1234 5678' };

describe('contest contact sealing', () => {
  it('opens only with the same key and entry id, and holds no plaintext', () => {
    const key = parseContestContactKey(newContestContactKey());
    const sealed = sealContact(key, 7, contact);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    for (const value of Object.values(contact)) expect(sealed).not.toContain(value);
    expect(sealContact(key, 7, contact)).not.toBe(sealed);
    expect(openContact(key, 7, sealed)).toEqual(contact);
    expect(() => openContact(key, 8, sealed)).toThrow();
    expect(() => openContact(parseContestContactKey(newContestContactKey()), 7, sealed)).toThrow();
    // One bit of the sealed bytes flipped. Swapping the text's last characters instead was sometimes no change at all:
    // base64's last character carries two unused bits here, which decoding drops: 'AB' -> 'AA' changed nothing (about 1
    // value in 1,400; it failed a CI run on 27 November).
    const bytes = Buffer.from(sealed.slice('v1.'.length), 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    const tampered = `v1.${bytes.toString('base64url')}`;
    expect(() => openContact(key, 7, tampered)).toThrow();
  });

  it('takes a 32-byte key as hex or base64 and refuses anything else at start-up without quoting it', () => {
    expect(parseContestContactKey('0x' + 'ab'.repeat(32))).toHaveLength(32);
    expect(parseContestContactKey(Buffer.alloc(32, 7).toString('base64'))).toHaveLength(32);
    for (const bad of ['ab'.repeat(31), 'not-a-key', Buffer.alloc(16).toString('base64')]) {
      expect(() => parseContestContactKey(bad)).toThrow();
      let message = '';
      try {
        loadConfig({ CONTEST_CONTACT_KEY: bad, LOCAL_CHAINS: 'false' });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('CONTEST_CONTACT_KEY');
      expect(message).not.toContain(bad);
    }
    expect(loadConfig({ CONTEST_CONTACT_KEY: 'cd'.repeat(32), LOCAL_CHAINS: 'false' }).secrets.contestContactKey).toHaveLength(32);
  });
});
