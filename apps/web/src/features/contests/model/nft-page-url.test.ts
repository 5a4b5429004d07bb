import { describe, expect, it } from 'vitest';
import { parseNftPageUrl } from './nft-page-url';

const origin = 'https://market.example';
const contract = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

describe('parseNftPageUrl', () => {
  it('reads the chain, contract and token of an NFT page, as a full address or a path', () => {
    const expected = { chain: 'local1', contractAddress: contract, tokenId: '42' };
    expect(parseNftPageUrl(`${origin}/nft-detail/local1/${contract}/42`, origin)).toEqual(expected);
    expect(parseNftPageUrl(`  /nft-detail/local1/${contract}/42?tab=offers#top `, origin)).toEqual(expected);
  });

  it('refuses another site, another page, a missing part and a token id that is not a whole number', () => {
    expect(parseNftPageUrl(`https://elsewhere.example/nft-detail/local1/${contract}/42`, origin)).toBeUndefined();
    expect(parseNftPageUrl(`${origin}/collection-detail/3/collected`, origin)).toBeUndefined();
    expect(parseNftPageUrl(`${origin}/nft-detail/local1/${contract}`, origin)).toBeUndefined();
    expect(parseNftPageUrl(`${origin}/nft-detail/local1/${contract}/4.2`, origin)).toBeUndefined();
    expect(parseNftPageUrl(`${origin}/nft-detail/local1/${contract}/42/more`, origin)).toBeUndefined();
    expect(parseNftPageUrl('http://[bad', origin)).toBeUndefined();
    expect(parseNftPageUrl(`${origin}/nft-detail/local1/%E0%A4%A/42`, origin)).toBeUndefined();
  });
});
