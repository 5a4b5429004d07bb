import { describe, expect, it } from 'vitest';
import type { UploadedMedia } from '../../uploads';
import { localSeconds, toBaseUnits, toCreateDropBody, validateDropForm, type DropFormValues, type FormToken } from './drop-form';

const messages = {
  required: 'required',
  nameLength: 'name length',
  descriptionLength: 'description length',
  symbol: 'symbol',
  royalty: 'royalty',
  address: 'address',
  baseUri: 'base uri',
  artworkMissing: 'artwork',
  supply: 'supply',
  price: 'price',
  perWallet: 'per wallet',
  dateTime: 'date',
  endAfterStart: 'end after start',
  publicBetween: 'public between',
  allowlistInvalid: (lines: number[]) => `lines ${lines.join(', ')}`,
  allowlistTooLong: 'too long',
  terms: 'terms',
};
const eth: FormToken = { address: '0x0000000000000000000000000000000000000000', symbol: 'ETH', decimals: 18, native: true };
const usd: FormToken = { address: '0xB940AF197FD7A23D97AF8F1E96D86CEA60FF657F', symbol: 'TUSD', decimals: 6, native: false };
const media = (id: number): UploadedMedia => ({ id, url: `https://media.example/${id}.png`, mime: 'image/png', width: 64, height: 64 });
const buyer = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

const valid: DropFormValues = {
  chain: 'local1',
  name: 'Morning drop',
  symbol: 'MORN',
  description: '  Twelve mornings  ',
  logo: media(1),
  banner: null,
  royalty: 2.5,
  royaltyAddress: '',
  artworkKind: 'uploads',
  artwork: [
    { media: media(2), name: 'Dawn' },
    { media: media(3), name: ' ' },
  ],
  baseUri: '',
  supply: 12,
  price: '0.05',
  paymentToken: eth.address,
  perWalletLimit: 3,
  startsAt: '2030-05-01T10:00',
  publicStartsAt: '2030-05-01T12:00',
  endsAt: '2030-05-02T10:00',
  allowlistText: `${buyer}\n`,
  termsAccepted: true,
};

describe('validateDropForm', () => {
  it('accepts a complete form', () => {
    expect(validateDropForm(valid, eth, messages)).toEqual({});
  });

  it('puts each broken rule on its field', () => {
    const errors = validateDropForm(
      {
        ...valid,
        name: 'ab',
        symbol: 'TOO-LONG',
        royalty: 10.5,
        royaltyAddress: '0x12',
        artwork: [{ media: null, name: '' }],
        supply: 0,
        price: '0.0000000000000000001',
        perWalletLimit: 101,
        endsAt: '2030-05-01T09:00',
        termsAccepted: false,
      },
      eth,
      messages,
    );
    expect(errors).toEqual({
      name: 'name length',
      symbol: 'symbol',
      royalty: 'royalty',
      royaltyAddress: 'address',
      artwork: 'artwork',
      supply: 'supply',
      price: 'price',
      perWalletLimit: 'per wallet',
      endsAt: 'end after start',
      publicStartsAt: 'public between',
      termsAccepted: 'terms',
    });
  });

  it('needs the public start only with an allowlist, and between the start and the end', () => {
    expect(validateDropForm({ ...valid, allowlistText: '', publicStartsAt: '' }, eth, messages)).toEqual({});
    expect(validateDropForm({ ...valid, publicStartsAt: '' }, eth, messages)).toEqual({ publicStartsAt: 'date' });
    expect(validateDropForm({ ...valid, publicStartsAt: '2030-05-01T10:00' }, eth, messages)).toEqual({ publicStartsAt: 'public between' });
  });

  it('names the allowlist lines that are not addresses', () => {
    expect(validateDropForm({ ...valid, allowlistText: `${buyer}\nnobody\n0x1` }, eth, messages)).toEqual({ allowlistText: 'lines 2, 3' });
  });

  it('checks a base URI instead of uploads when the creator gives one', () => {
    const base = { ...valid, artworkKind: 'baseUri' as const, artwork: [] };
    expect(validateDropForm({ ...base, baseUri: 'ipfs://bafy/' }, eth, messages)).toEqual({});
    expect(validateDropForm({ ...base, baseUri: 'http://insecure.example/' }, eth, messages)).toEqual({ baseUri: 'base uri' });
    expect(validateDropForm({ ...base, baseUri: 'https://no-slash.example/x' }, eth, messages)).toEqual({ baseUri: 'base uri' });
  });

  it('holds the price to the decimals of the chosen token', () => {
    expect(validateDropForm({ ...valid, price: '1.123456' }, usd, messages)).toEqual({});
    expect(validateDropForm({ ...valid, price: '1.1234567' }, usd, messages)).toEqual({ price: 'price' });
    expect(validateDropForm({ ...valid, price: '' }, usd, messages)).toEqual({ price: 'price' });
  });
});

describe('toCreateDropBody', () => {
  it('is the API body: base units, ISO times, the allowlist and null for the native currency', () => {
    const body = toCreateDropBody(valid, eth);
    expect(body).toEqual({
      chain: 'local1',
      name: 'Morning drop',
      symbol: 'MORN',
      description: 'Twelve mornings',
      logoMediaId: 1,
      bannerMediaId: null,
      royalty: 2.5,
      artwork: { kind: 'uploads', items: [{ mediaId: 2, name: 'Dawn' }, { mediaId: 3 }] },
      supply: 12,
      price: '50000000000000000',
      paymentToken: null,
      perWalletLimit: 3,
      startsAt: new Date(localSeconds('2030-05-01T10:00')! * 1000).toISOString(),
      publicStartsAt: new Date(localSeconds('2030-05-01T12:00')! * 1000).toISOString(),
      endsAt: new Date(localSeconds('2030-05-02T10:00')! * 1000).toISOString(),
      allowlist: [buyer],
      termsAccepted: true,
    });
  });

  it('sends an ERC-20 in lower case, no public start without an allowlist, and a base URI', () => {
    const body = toCreateDropBody({ ...valid, allowlistText: '', artworkKind: 'baseUri', baseUri: ' https://art.example/meta/ ' }, usd);
    expect(body).toMatchObject({
      paymentToken: usd.address.toLowerCase(),
      price: '50000',
      allowlist: [],
      artwork: { kind: 'baseUri', baseUri: 'https://art.example/meta/' },
    });
    expect(body).not.toHaveProperty('publicStartsAt');
  });
});

describe('toBaseUnits', () => {
  it('converts without floating point', () => {
    expect(toBaseUnits('1.5', 18)).toBe('1500000000000000000');
    expect(toBaseUnits('0', 18)).toBe('0');
    expect(toBaseUnits('.25', 6)).toBe('250000');
    expect(toBaseUnits('-1', 6)).toBeNull();
    expect(toBaseUnits('1e3', 6)).toBeNull();
  });
});
