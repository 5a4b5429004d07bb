import { concat, domainSeparator, keccak256, parseAbi, size, slice, hexToNumber, stringToHex, type Hex } from 'viem';
import { normalizeSignature, seaportDomain } from '@nft/seaport';
import { AppError } from '@nft/shared';
import { recoverHashSigner } from '../../auth/recover-evm-signer';
import { chainRead, contractAnswer } from '../chain-read';
import type { TradingChain } from '../trading-chain';

const eip1271Abi = parseAbi(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)']);
const eip1271Magic = '0x1626ba7e';

const orderComponentsType =
  'OrderComponents(address offerer,address zone,OfferItem[] offer,ConsiderationItem[] consideration,uint8 orderType,uint256 startTime,uint256 endTime,bytes32 zoneHash,uint256 salt,bytes32 conduitKey,uint256 counter)';
const considerationItemType =
  'ConsiderationItem(uint8 itemType,address token,uint256 identifierOrCriteria,uint256 startAmount,uint256 endAmount,address recipient)';
const offerItemType = 'OfferItem(uint8 itemType,address token,uint256 identifierOrCriteria,uint256 startAmount,uint256 endAmount)';

// Seaport's BulkOrder type hash for each tree height (seaport-core lib/TypehashDirectory).
const bulkTypehashes = new Map<number, Hex>();
function bulkOrderTypehash(height: number): Hex {
  let typehash = bulkTypehashes.get(height);
  if (!typehash) {
    typehash = keccak256(
      stringToHex(`BulkOrder(OrderComponents${'[2]'.repeat(height)} tree)${considerationItemType}${offerItemType}${orderComponentsType}`),
    );
    bulkTypehashes.set(height, typehash);
  }
  return typehash;
}

const separators = new Map<string, Hex>();
function seaportSeparator(chain: TradingChain): Hex {
  let separator = separators.get(chain.symbol);
  if (!separator) {
    separator = domainSeparator({ domain: seaportDomain(chain.chainId, chain.seaport) });
    separators.set(chain.symbol, separator);
  }
  return separator;
}

const digestOf = (chain: TradingChain, structHash: Hex) => keccak256(concat(['0x1901', seaportSeparator(chain), structHash]));

// seaport-core lib/Verifiers `_isValidBulkOrderSize`: a signature, a 3-byte key and 1 to 24 proof words.
function isBulkSize(length: number): boolean {
  return length >= 99 && length <= 837 && (length - 67) % 32 < 2;
}

/** The signed digest and the ECDSA part of the signature, as Seaport reads them (bulk proofs folded to the tree's root). */
function signedDigest(chain: TradingChain, orderHash: Hex, signature: Hex): { digest: Hex; ecdsa: Hex; tail: Hex } {
  const length = size(signature);
  if (!isBulkSize(length)) return { digest: digestOf(chain, orderHash), ecdsa: signature, tail: '0x' };
  const ecdsaLength = length % 2 === 1 ? 64 : 65;
  const height = (length - ecdsaLength - 3) / 32;
  const key = hexToNumber(slice(signature, ecdsaLength, ecdsaLength + 3));
  let node = orderHash;
  for (let level = 0; level < height; level += 1) {
    const sibling = slice(signature, ecdsaLength + 3 + level * 32, ecdsaLength + 3 + (level + 1) * 32);
    node = (key >> level) & 1 ? keccak256(concat([sibling, node])) : keccak256(concat([node, sibling]));
  }
  const root = keccak256(concat([bulkOrderTypehash(height), node]));
  return { digest: digestOf(chain, root), ecdsa: slice(signature, 0, ecdsaLength), tail: slice(signature, ecdsaLength) };
}

/**
 * Intake check 2, the signature (docs/security.md rows 5, 7, 11): over the EIP-712 digest of this
 * chain's Seaport (chain id and contract in the domain, so an order signed for another chain fails
 * here), directly or through a bulk order tree. A key's signature is recovered locally, in any of its
 * forms (64-byte compact, high-s twin), and answered in canonical form, which is what the book
 * stores; the order itself is keyed by its hash, never by these bytes. A contract maker is asked
 * through EIP-1271 with the order's own digest and the signature as posted, exactly as Seaport asks.
 */
export async function verifyOrderSignature(chain: TradingChain, maker: Hex, orderHash: Hex, signature: Hex): Promise<Hex> {
  const { digest, ecdsa, tail } = signedDigest(chain, orderHash, signature);
  let canonical: Hex | undefined;
  try {
    canonical = normalizeSignature(ecdsa);
  } catch {
    canonical = undefined;
  }
  // @noble/curves directly, as sign-in does: viem's recoverAddress imports it dynamically on every call.
  if (canonical && recoverHashSigner(digest, canonical) === maker.toLowerCase()) {
    return concat([canonical, tail]).toLowerCase() as Hex;
  }
  const code = await chainRead(chain.client.getCode({ address: maker }));
  if (code === undefined || code === '0x') throw new AppError('order_signature_invalid');
  const answer = await contractAnswer(
    chain.client.readContract({
      address: maker,
      abi: eip1271Abi,
      functionName: 'isValidSignature',
      args: [digestOf(chain, orderHash), signature],
    }),
  );
  if (answer?.toLowerCase() !== eip1271Magic) throw new AppError('order_signature_invalid');
  return signature.toLowerCase() as Hex;
}
