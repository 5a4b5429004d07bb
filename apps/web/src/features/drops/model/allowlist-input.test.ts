import { describe, expect, it } from 'vitest';
import { parseAllowlist } from './allowlist-input';

const a = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const b = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';

describe('parseAllowlist', () => {
  it('reads addresses one per line or separated by commas, spaces and semicolons', () => {
    expect(parseAllowlist(`${a}\n${b}`).addresses).toEqual([a.toLowerCase(), b]);
    expect(parseAllowlist(`${a}, ${b}`).addresses).toEqual([a.toLowerCase(), b]);
    expect(parseAllowlist(`${a};${b}\t`).addresses).toEqual([a.toLowerCase(), b]);
  });

  it('keeps each address once, whatever its case', () => {
    expect(parseAllowlist(`${a}\n${a.toLowerCase()}`).addresses).toEqual([a.toLowerCase()]);
  });

  it('names the lines that hold something other than an address, and ignores blank ones', () => {
    const parsed = parseAllowlist(`${a}\n\nnot-an-address\n0x1234\n${b}`);
    expect(parsed.addresses).toEqual([a.toLowerCase(), b]);
    expect(parsed.invalidLines).toEqual([3, 4]);
  });

  it('refuses a mixed-case address whose checksum is wrong', () => {
    expect(parseAllowlist('0x70997970C51812DC3A010C7D01B50E0D17DC79c8').invalidLines).toEqual([1]);
  });

  it('is empty for empty text', () => {
    expect(parseAllowlist('  \n ')).toEqual({ addresses: [], invalidLines: [] });
  });
});
