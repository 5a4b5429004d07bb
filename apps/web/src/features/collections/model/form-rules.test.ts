import { describe, expect, it } from 'vitest';
import { isChainAddress, isRoyaltyPercent, isWebsiteUrl } from './form-rules';

describe('form rules (the same as the API)', () => {
  it('accepts http(s) websites with a host name only', () => {
    for (const ok of ['https://owls.example', 'http://owls.example/a?b=c']) expect(isWebsiteUrl(ok)).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'ftp://owls.example',
      'owls.example',
      'https://localhost',
      'https://user:pw@owls.example',
      'https://owls .example',
      '',
    ])
      expect(isWebsiteUrl(bad)).toBe(false);
  });

  it('takes royalties from 0% to 10% in steps of 0.01', () => {
    for (const ok of [0, 0.01, 0.07, 2.5, 9.99, 10]) expect(isRoyaltyPercent(ok)).toBe(true);
    for (const bad of [-0.01, 10.01, 2.345, Number.NaN, Number.POSITIVE_INFINITY]) expect(isRoyaltyPercent(bad)).toBe(false);
  });

  it('knows EVM and NULS addresses apart', () => {
    expect(isChainAddress('evm', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(true);
    // Vectors from docs/nuls.md: addresses derived from known public keys.
    expect(isChainAddress('evm', 'NULSd6HgfzPGhFsZX16hHgneY25YKs6v6LvmX')).toBe(false);
    expect(isChainAddress('nuls', 'NULSd6HgfzPGhFsZX16hHgneY25YKs6v6LvmX')).toBe(true);
    expect(isChainAddress('nuls', 'tNULSeBaMiv3V2KMKbkHL8ZRgQRkP6CYUG2hia')).toBe(true);
    // One changed character breaks the checksum byte, as the API would find.
    expect(isChainAddress('nuls', 'tNULSeBaMiv3V2KMKbkHL8ZRgQRkP6CYUG2hib')).toBe(false);
    expect(isChainAddress('nuls', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false);
  });
});
