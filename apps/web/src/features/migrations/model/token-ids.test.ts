import { describe, expect, it } from 'vitest';
import { canonicalTokenId, checkList, checkRange, parseTokenIdList, rangeSize } from './token-ids';

const maxUint256 = '115792089237316195423570985008687907853269984665640564039457584007913129639935';

describe('token ids of a batch migration', () => {
  it('accepts uint256 decimals only, without leading zeros', () => {
    expect(canonicalTokenId(' 007 ')).toBe('7');
    expect(canonicalTokenId('0')).toBe('0');
    expect(canonicalTokenId(maxUint256)).toBe(maxUint256);
    expect(canonicalTokenId('115792089237316195423570985008687907853269984665640564039457584007913129639936')).toBeUndefined();
    for (const bad of ['', '-1', '1.5', '0x10', '1e3', 'abc', '1 2']) expect(canonicalTokenId(bad), bad).toBeUndefined();
  });

  it('reads a pasted list separated by commas, spaces, semicolons and new lines, counting repeats once', () => {
    expect(parseTokenIdList('1, 2;3\n4\t5  2\r\n\n01')).toEqual({ ids: ['1', '2', '3', '4', '5'], invalid: [], duplicates: 2 });
  });

  it('skips a CSV header and the quotes spreadsheets write, and reports what is not a token id', () => {
    expect(parseTokenIdList('"token_id"\n"10"\n"12"\nx7\n-3\n')).toEqual({ ids: ['10', '12'], invalid: ['x7', '-3'], duplicates: 0 });
    // A first line that holds an id is data, not a header.
    expect(parseTokenIdList('5,oops\n6').ids).toEqual(['5', '6']);
    expect(parseTokenIdList('5,oops\n6').invalid).toEqual(['oops']);
  });

  it('counts a range with both ends included', () => {
    expect(rangeSize('1', '100')).toBe(100n);
    expect(rangeSize('7', '7')).toBe(1n);
    expect(rangeSize('8', '7')).toBeUndefined();
    expect(rangeSize(maxUint256, maxUint256)).toBe(1n);
  });

  it('names the first problem of a range: a missing end, a non-number, reversed ends, more than the limit', () => {
    expect(checkRange('', '5', 1000)).toEqual({ field: 'from', problem: { kind: 'required' } });
    expect(checkRange('1', '0x5', 1000)).toEqual({ field: 'to', problem: { kind: 'not_a_token_id', value: '0x5' } });
    expect(checkRange('9', '3', 1000)).toEqual({ field: 'to', problem: { kind: 'range_reversed' } });
    expect(checkRange('1', '1001', 1000)).toEqual({ field: 'to', problem: { kind: 'range_too_large', size: '1001', max: 1000 } });
    expect(checkRange('1', '1000', 1000)).toBeNull();
    expect(checkRange('0', '0', 1000)).toBeNull();
  });

  it('names the first problem of a list: entries that are not ids, nothing at all, more than the limit', () => {
    expect(checkList(parseTokenIdList('1\na\nb\nc\nd'), 10)).toEqual({ kind: 'list_invalid', values: ['a', 'b', 'c'], count: 4 });
    expect(checkList(parseTokenIdList(' \n'), 10)).toEqual({ kind: 'list_empty' });
    expect(checkList(parseTokenIdList('1 2 3 4'), 3)).toEqual({ kind: 'list_too_long', count: 4, max: 3 });
    expect(checkList(parseTokenIdList('1 2 3 3'), 3)).toBeNull();
  });
});
