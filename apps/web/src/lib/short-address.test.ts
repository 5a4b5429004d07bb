import { describe, expect, it } from 'vitest';
import { shortAddress } from './short-address';

describe('shortAddress', () => {
  it('keeps both ends of a long address', () => {
    expect(shortAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266');
    expect(shortAddress('tNULSeBaMiRjVNADf1GuvsZ3p9Rw9QWWfJ5xk8')).toBe('tNULSe…5xk8');
  });

  it('leaves short values as they are', () => {
    expect(shortAddress('0x1234')).toBe('0x1234');
  });
});
