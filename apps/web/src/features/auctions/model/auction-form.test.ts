import { describe, expect, it } from 'vitest';
import { initialAuctionValues, toAuctionBuildBody, validateAuctionForm } from './auction-form';

const tusd = '0xb940af197fd7a23d97af8f1e96d86cea60ff657f';
const now = Math.floor(new Date('2026-11-26T10:00:00').getTime() / 1000);
const values = { ...initialAuctionValues, price: '10', currency: tusd };
const token = { chain: 'local1', contractAddress: '0xnft', tokenId: '3' };

describe('the highest-bid form of the sell page', () => {
  it('asks for a minimum bid of at most four decimals, an ERC-20 and an end after the start', () => {
    expect(validateAuctionForm(values, now)).toEqual({});
    expect(validateAuctionForm({ ...values, price: '' }, now)).toEqual({ price: 'price_required' });
    expect(validateAuctionForm({ ...values, price: '0.00001' }, now)).toEqual({ price: 'price_precision' });
    expect(validateAuctionForm({ ...values, currency: '' }, now)).toEqual({ currency: 'currency_required' });
    expect(validateAuctionForm({ ...values, startAt: '2026-11-26T09:00' }, now)).toEqual({ startAt: 'start_not_future' });
    expect(validateAuctionForm({ ...values, duration: 'custom' }, now)).toEqual({ endAt: 'datetime_required' });
    expect(validateAuctionForm({ ...values, duration: 'custom', startAt: '2026-11-26T12:00', endAt: '2026-11-26T11:00' }, now)).toEqual({
      endAt: 'end_before_start',
    });
  });

  it('builds kind auction with the minimum bid as price, opening now or at the picked start', () => {
    expect(toAuctionBuildBody(values, token, now)).toEqual({
      chain: 'local1',
      side: 'listing',
      kind: 'auction',
      items: [{ contract: '0xnft', tokenId: '3', quantity: 1 }],
      price: '10',
      currency: tusd,
      startTime: undefined,
      endTime: now + 86_400,
    });
    const scheduled = toAuctionBuildBody({ ...values, startAt: '2026-11-26T11:00', duration: '1h' }, token, now);
    expect(scheduled).toMatchObject({ startTime: now + 3600, endTime: now + 7200 });
    const custom = toAuctionBuildBody({ ...values, duration: 'custom', endAt: '2026-11-26T10:05' }, token, now);
    expect(custom.endTime).toBe(now + 300);
  });
});
