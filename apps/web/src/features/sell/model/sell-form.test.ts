import { describe, expect, it } from 'vitest';
import { presetEnd } from './expiry';
import { initialSellValues, toBuildBody, validateSellForm, type SellFormValues } from './sell-form';

const now = 1_800_000_000;
const seller = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const context = { held: 1n, multiple: false, seller, nowSeconds: now };
const values = (patch: Partial<SellFormValues>): SellFormValues => ({ ...initialSellValues, price: '1.5', ...patch });
const local = (seconds: number) => {
  const date = new Date(seconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

describe('validateSellForm', () => {
  it('accepts a fixed price with a preset expiry', () => {
    expect(validateSellForm(values({}), context)).toEqual({});
  });

  it.each(['0', '0.0000', '1.23456', '1e3', '-1', 'abc'])('refuses the price %s (Price precision error)', (price) => {
    expect(validateSellForm(values({ price }), context)).toEqual({ price: 'price_precision' });
  });

  it('asks for a price', () => {
    expect(validateSellForm(values({ price: ' ' }), context)).toEqual({ price: 'price_required' });
  });

  it('refuses an ending price above the starting price of a declining listing', () => {
    expect(validateSellForm(values({ kind: 'declining', price: '1', endPrice: '1.0001' }), context)).toEqual({
      endPrice: 'end_price_above_start',
    });
    expect(validateSellForm(values({ kind: 'declining', price: '1', endPrice: '0.5' }), context)).toEqual({});
  });

  it('checks an ERC-1155 quantity against what the seller holds (Error in quantity)', () => {
    const multiple = { ...context, multiple: true, held: 3n };
    expect(validateSellForm(values({ quantity: '3' }), multiple)).toEqual({});
    for (const quantity of ['0', '4', '1.5', ''])
      expect(validateSellForm(values({ quantity }), multiple)).toEqual({ quantity: 'quantity' });
  });

  it('needs a picked date and time for a custom expiry and a scheduled start', () => {
    expect(validateSellForm(values({ expiry: 'custom', endAt: '' }), context)).toEqual({ endAt: 'datetime_required' });
    expect(validateSellForm(values({ method: 'schedule', startAt: '' }), context)).toEqual({ startAt: 'datetime_required' });
    expect(validateSellForm(values({ method: 'schedule', startAt: local(now - 3600) }), context)).toEqual({ startAt: 'start_not_future' });
    expect(
      validateSellForm(values({ method: 'schedule', startAt: local(now + 7200), expiry: 'custom', endAt: local(now + 3600) }), context),
    ).toEqual({ endAt: 'end_before_start' });
  });

  it('checks the private buyer', () => {
    expect(validateSellForm(values({ privateBuyer: '0x1234' }), context)).toEqual({ privateBuyer: 'address_invalid' });
    expect(validateSellForm(values({ privateBuyer: seller.toUpperCase().replace('0X', '0x') }), context)).toEqual({
      privateBuyer: 'private_to_self',
    });
  });
});

describe('toBuildBody', () => {
  const token = { chain: 'local1', contractAddress: '0xabc', tokenId: '7' };

  it('builds a fixed native listing ending after the preset', () => {
    expect(toBuildBody(values({ expiry: '7d' }), token, { multiple: false, nowSeconds: now })).toEqual({
      chain: 'local1',
      side: 'listing',
      kind: 'fixed',
      items: [{ contract: '0xabc', tokenId: '7', quantity: 1 }],
      price: '1.5',
      endPrice: undefined,
      currency: undefined,
      startTime: undefined,
      endTime: now + 7 * 86_400,
      privateBuyer: undefined,
    });
  });

  it('carries a scheduled start, a declining end price, a token currency, a quantity and a private buyer', () => {
    const start = Math.floor(new Date(local(now + 86_400)).getTime() / 1000);
    const body = toBuildBody(
      values({
        method: 'schedule',
        startAt: local(now + 86_400),
        kind: 'declining',
        endPrice: '0.5',
        currency: '0x00000000000000000000000000000000000000aa',
        quantity: '2',
        expiry: '3d',
        privateBuyer: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
      }),
      token,
      { multiple: true, nowSeconds: now },
    );
    expect(body).toMatchObject({
      kind: 'declining',
      endPrice: '0.5',
      currency: '0x00000000000000000000000000000000000000aa',
      items: [{ quantity: 2 }],
      startTime: start,
      endTime: presetEnd('3d', start),
      privateBuyer: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
    });
  });
});
