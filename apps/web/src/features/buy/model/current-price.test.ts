import { describe, expect, it } from 'vitest';
import { currentListingPrice, priceForQuantity } from './current-price';

const declining = { startPrice: '1000', endPrice: '400', startTime: 100, endTime: 200 };

describe('currentListingPrice', () => {
  it('is the start price until the start, the end price from the end', () => {
    expect(currentListingPrice(declining, 50)).toBe(1000n);
    expect(currentListingPrice(declining, 100)).toBe(1000n);
    expect(currentListingPrice(declining, 200)).toBe(400n);
    expect(currentListingPrice(declining, 10_000)).toBe(400n);
  });

  it('moves linearly in between, rounded up like Seaport', () => {
    expect(currentListingPrice(declining, 150)).toBe(700n);
    // 33 s in: (1000 * 67 + 400 * 33) / 100 = 802 exactly, so rounding up adds nothing
    expect(currentListingPrice(declining, 133)).toBe(802n);
    // 1 s of 3 in: (10 * 2 + 1 * 1) / 3 = 7 exactly; 2 s in: (10 + 2) / 3 = 4
    expect(currentListingPrice({ ...declining, startPrice: '10', endPrice: '1', endTime: 103 }, 101)).toBe(7n);
    // 1 s of 3 from 10 to 0: 20 / 3 = 6.67, rounded up to 7 as Seaport rounds consideration
    expect(currentListingPrice({ ...declining, startPrice: '10', endPrice: '0', endTime: 103 }, 101)).toBe(7n);
  });

  it('never moves a fixed price', () => {
    expect(currentListingPrice({ ...declining, endPrice: '1000' }, 150)).toBe(1000n);
  });
});

describe('priceForQuantity', () => {
  it('prices a part of an ERC-1155 listing, rounded up', () => {
    expect(priceForQuantity(900n, 3n, 1n)).toBe(300n);
    expect(priceForQuantity(1000n, 3n, 2n)).toBe(667n);
    expect(priceForQuantity(1000n, 3n, 3n)).toBe(1000n);
  });
});
