import { keccak256, numberToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { criteriaLeaf, criteriaProof, criteriaRoot, verifyCriteriaProof } from './criteria-tree';

// The on-chain check of these trees is the real fill in ../offer/offer-fill.test.ts; these cover the shapes.
describe('criteria trees (trait offers)', () => {
  it('hashes a token id as one 32-byte word', () => {
    expect(criteriaLeaf(7n)).toBe(keccak256(`0x${'0'.repeat(63)}7`));
    expect(criteriaLeaf(2n ** 255n)).toBe(keccak256(numberToHex(2n ** 255n, { size: 32 })));
  });

  it('a single token: the root is its leaf and the proof is empty', () => {
    expect(criteriaRoot([42n])).toBe(criteriaLeaf(42n));
    expect(criteriaProof([42n], 42n)).toEqual([]);
  });

  it.each([2, 3, 5, 8, 13])('every member of a %i-token tree proves against the root; others do not', (size) => {
    const ids = Array.from({ length: size }, (_, i) => BigInt(i * 7 + 1));
    const root = criteriaRoot(ids);
    for (const id of ids) expect(verifyCriteriaProof(root, id, criteriaProof(ids, id))).toBe(true);
    expect(verifyCriteriaProof(root, 1000n, criteriaProof(ids, ids[0] as bigint))).toBe(false);
  });

  it('does not depend on the order of the ids or repeats', () => {
    expect(criteriaRoot([3n, 1n, 2n, 2n])).toBe(criteriaRoot([1n, 2n, 3n]));
    expect(criteriaRoot([1n, 2n, 3n])).not.toBe(criteriaRoot([1n, 2n, 4n]));
  });

  it('refuses an empty tree, an id out of range and a proof for a non-member', () => {
    expect(() => criteriaRoot([])).toThrow(RangeError);
    expect(() => criteriaRoot([-1n])).toThrow(RangeError);
    expect(() => criteriaProof([1n, 2n], 3n)).toThrow(RangeError);
  });
});
