import { concat, keccak256, numberToHex, type Hex } from 'viem';

/**
 * Merkle trees over token ids for trait offers (Seaport criteria items, docs/product.md "Trading").
 * Exactly what seaport-core lib/CriteriaResolution `_verifyProof` accepts: the leaf of a token is
 * keccak256 of its id as one 32-byte word, and each step hashes the running hash and the proof
 * element as a sorted pair (smaller word first). A level with an odd count promotes its last node
 * unchanged (the merkletreejs `sort: true` tree seaport-js builds), so a single token's root is its leaf.
 */

/** keccak256(abi.encodePacked(uint256 tokenId)). */
export function criteriaLeaf(tokenId: bigint): Hex {
  return keccak256(numberToHex(tokenId, { size: 32 }));
}

function hashPair(a: Hex, b: Hex): Hex {
  return BigInt(a) <= BigInt(b) ? keccak256(concat([a, b])) : keccak256(concat([b, a]));
}

/** The sorted, distinct leaves; a root over no token would match nothing, so it is refused. */
function leavesOf(tokenIds: readonly bigint[]): Hex[] {
  if (tokenIds.length === 0) throw new RangeError('a criteria tree needs at least one token id');
  for (const id of tokenIds) if (id < 0n || id >= 2n ** 256n) throw new RangeError(`token id out of range: ${id}`);
  const distinct = [...new Set(tokenIds.map(criteriaLeaf))];
  return distinct.sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0));
}

function nextLevel(level: readonly Hex[]): Hex[] {
  const next: Hex[] = [];
  for (let i = 0; i < level.length; i += 2)
    next.push(i + 1 < level.length ? hashPair(level[i] as Hex, level[i + 1] as Hex) : (level[i] as Hex));
  return next;
}

/** The criteria root (OfferItem/ConsiderationItem identifierOrCriteria) for these token ids, in any order. */
export function criteriaRoot(tokenIds: readonly bigint[]): Hex {
  let level = leavesOf(tokenIds);
  while (level.length > 1) level = nextLevel(level);
  return level[0] as Hex;
}

/** The CriteriaResolver's criteriaProof for `tokenId` in the tree of `tokenIds`; a RangeError if it is not one of them. */
export function criteriaProof(tokenIds: readonly bigint[], tokenId: bigint): Hex[] {
  let level = leavesOf(tokenIds);
  let position = level.indexOf(criteriaLeaf(tokenId));
  if (position < 0) throw new RangeError(`token ${tokenId} is not in the criteria tree`);
  const proof: Hex[] = [];
  while (level.length > 1) {
    const sibling = position ^ 1;
    if (sibling < level.length) proof.push(level[sibling] as Hex);
    level = nextLevel(level);
    position >>= 1;
  }
  return proof;
}

/** Seaport's `_verifyProof` in TypeScript: whether `proof` leads from `tokenId` to `root`. */
export function verifyCriteriaProof(root: Hex, tokenId: bigint, proof: readonly Hex[]): boolean {
  const computed = proof.reduce<Hex>((hash, element) => hashPair(hash, element), criteriaLeaf(tokenId));
  return BigInt(computed) === BigInt(root);
}
