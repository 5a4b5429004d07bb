import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import { getAddress, type Address, type Hex } from 'viem';

/** A drop's allowlist as the contract checks it (docs/decisions/046-drop-contract.md). */
export type AllowlistTree = {
  /** DropERC721's merkleRoot. */
  root: Hex;
  /** How many distinct addresses it holds. */
  size: number;
  /** The proof `mint` needs from this address, or null when it is not on the list. */
  proofFor(address: string): Hex[] | null;
};

/**
 * OpenZeppelin's standard tree over `address` leaves: leaf = keccak256(bytes.concat(keccak256(abi.encode(address)))),
 * pairs hashed sorted, which is what MerkleProof.verifyCalldata in DropERC721.mint expects. Duplicates and letter case
 * do not matter; an empty list has no tree (the drop then has no allowlist phase).
 */
export function buildAllowlistTree(addresses: readonly string[]): AllowlistTree | null {
  const unique = [...new Set(addresses.map((address) => getAddress(address)))].sort();
  if (unique.length === 0) return null;
  const tree = StandardMerkleTree.of(
    unique.map((address) => [address]),
    ['address'],
  );
  const index = new Map<Address, number>();
  for (const [i, [address]] of tree.entries()) index.set(address as Address, i);
  return {
    root: tree.root as Hex,
    size: unique.length,
    proofFor(address: string) {
      const i = index.get(getAddress(address));
      return i === undefined ? null : (tree.getProof(i) as Hex[]);
    },
  };
}
