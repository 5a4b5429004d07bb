import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { entryBody, entryFormErrors, type EntryFormValues } from './entry-form';

const origin = 'https://market.example';
const evm = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const nuls = 'NULSd6HgfXT3m87mV1uXSqjnbrZhrzX84yoVz';
const valid: EntryFormValues = {
  nftUrl: `${origin}/nft-detail/local1/0x5fbdb2315678afecb367f032d93f642f64180aa3/7`,
  email: 'artist@example.com',
  zipCode: '',
  phone: '',
  chain: 'local1',
  walletAddress: evm,
  acceptRules: true,
};

async function errorsOf(values: Partial<EntryFormValues>, family: 'evm' | 'nuls' = 'evm', language: 'en' | 'ja' = 'en') {
  await i18n.changeLanguage(language);
  return entryFormErrors({ ...valid, ...values }, { family, origin, language, t: i18n.getFixedT(null, 'studio') });
}

describe('entryFormErrors', () => {
  it('accepts a complete entry', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(await errorsOf({ zipCode: '100-0001', phone: '+81 90-1234-5678' })).toEqual({});
  });

  it('asks for the email with the spec words, in both languages', async () => {
    expect((await errorsOf({ email: '' })).email).toBe('An email is requested for contest contact');
    expect((await errorsOf({ email: ' ' }, 'evm', 'ja')).email).toBe('コンテストの連絡用にメールアドレスが必要です');
    expect((await errorsOf({ email: 'not-an-email' })).email).toBe('Invalid email address');
  });

  it('refuses an NFT URL of another site or page, and a malformed zip code or phone', async () => {
    expect(await errorsOf({ nftUrl: 'https://elsewhere.example/nft-detail/local1/0x1/7', zipCode: '#', phone: 'call me' })).toEqual({
      nftUrl: 'Paste the page address of an NFT on this marketplace',
      zipCode: 'Invalid zip code',
      phone: 'Invalid phone number',
    });
    expect((await errorsOf({ nftUrl: '' })).nftUrl).toBe('Enter the URL of an NFT on this marketplace');
  });

  it("checks the prize wallet against the chosen chain's family", async () => {
    expect((await errorsOf({ walletAddress: nuls }, 'evm')).walletAddress).toBe('Invalid address for this chain');
    expect((await errorsOf({ walletAddress: evm }, 'nuls')).walletAddress).toBe('Invalid address for this chain');
    expect((await errorsOf({ walletAddress: '' })).walletAddress).toBe('This field is required');
  });

  it('requires the rules to be accepted', async () => {
    expect(await errorsOf({ acceptRules: false })).toEqual({ acceptRules: 'Please accept the contest rules' });
  });
});

describe('entryBody', () => {
  it('sends the NFT as its page path, trimmed fields and blank optional ones as null', () => {
    expect(entryBody({ ...valid, email: ' artist@example.com ', zipCode: ' ', walletAddress: ` ${evm} ` }, origin)).toEqual({
      nftUrl: '/nft-detail/local1/0x5fbdb2315678afecb367f032d93f642f64180aa3/7',
      email: 'artist@example.com',
      zipCode: null,
      phone: null,
      chain: 'local1',
      walletAddress: evm,
      acceptRules: true,
    });
  });
});
