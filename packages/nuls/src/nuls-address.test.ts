import { describe, expect, it } from 'vitest';
import { encodeNulsAddress, isNulsAddress, parseNulsAddress } from './nuls-address';

// Test vectors of docs/nuls.md.
const vectors = [
  { address: 'NULSd6HgfzPGhFsZX16hHgneY25YKs6v6LvmX', chainId: 1, type: 1 },
  { address: 'tNULSeBaMiv3V2KMKbkHL8ZRgQRkP6CYUG2hia', chainId: 2, type: 1 },
  { address: 'tNULSeBaMvEtDfvZuukDf2mVyfGo3DdiN8KLRG', chainId: 2, type: 1 },
  { address: 'tNULSeBaMxjeNfiicypEUtttpBC1NdFsmDcCGS', chainId: 2, type: 2 },
];

describe('NULS addresses', () => {
  it('parse the docs/nuls.md vectors and encode back to the same string', () => {
    for (const vector of vectors) {
      const parts = parseNulsAddress(vector.address);
      expect(parts, vector.address).toMatchObject({ chainId: vector.chainId, type: vector.type });
      expect(encodeNulsAddress(parts!)).toBe(vector.address);
    }
  });

  it('derive the mainnet zero address from an all-zero hash160', () => {
    // @nft/chains publishes this string as nulsZeroAddress.
    expect(encodeNulsAddress({ chainId: 1, type: 1, hash160: new Uint8Array(20) })).toBe('NULSd6HgTsLxmMCCk3oAjSyuooH88LruFTQaT');
  });

  it('refuse a changed character, a wrong prefix, a wrong length or an EVM address', () => {
    const good = vectors[0]!.address;
    const changed = good.slice(0, -1) + (good.endsWith('X') ? 'Y' : 'X');
    for (const bad of [
      changed,
      good.replace('NULSd', 'NULSe'),
      good.slice(0, -2),
      '0x0000000000000068F116a894984e2DB1123eB395',
      '',
      'NULSd0OIl',
    ]) {
      expect(parseNulsAddress(bad), bad).toBeUndefined();
    }
  });

  it('check the chain when asked', () => {
    expect(isNulsAddress(vectors[0]!.address, 1)).toBe(true);
    expect(isNulsAddress(vectors[1]!.address, 1)).toBe(false);
    expect(isNulsAddress(vectors[1]!.address)).toBe(true);
  });
});
