import { describe, expect, it } from 'vitest';
import { searchWords, seeAllPath, typedAddress } from './search-query';

describe('search words', () => {
  it('trims and caps what is sent at the explore limit', () => {
    expect(searchWords('  aurora  ')).toBe('aurora');
    expect(searchWords('x'.repeat(140))).toHaveLength(100);
  });

  it('knows a whole EVM address, in any case, and nothing shorter or longer', () => {
    expect(typedAddress(' 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 ')).toBe('0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
    expect(typedAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C')).toBeNull();
    expect(typedAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8a')).toBeNull();
    expect(typedAddress('aurora')).toBeNull();
  });
});

describe('see all', () => {
  const pages = { nfts: '/market-place', collections: '/collections' };
  it('leads to the NFTs with the words, or to the collections when only collections matched', () => {
    expect(seeAllPath('aurora gradients', { collections: 1, nfts: 3 }, pages)).toBe('/market-place?search=aurora+gradients');
    expect(seeAllPath('aurora', { collections: 2, nfts: 0 }, pages)).toBe('/collections?search=aurora');
    expect(seeAllPath('aurora', undefined, pages)).toBe('/market-place?search=aurora');
    expect(seeAllPath('a&b', { collections: 0, nfts: 0 }, pages)).toBe('/market-place?search=a%26b');
  });
});
