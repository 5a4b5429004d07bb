import { maxUint256, zeroAddress, zeroHash, type Address } from 'viem';
import { fromOrderComponentsJson, itemTypes, orderTypes, type OrderComponents } from '@nft/seaport';
import { AppError } from '@nft/shared';
import type { OrderComponentsJson } from '@nft/api-contract';

/** A listing's shape once its format is checked: one NFT offered, paid in one currency. */
export type ParsedListing = {
  components: OrderComponents;
  itemType: 2 | 3;
  token: Address;
  tokenId: bigint;
  amount: bigint;
  /** The zero address for the native currency. */
  currency: Address;
  /** Sums of the consideration items at start and end time: what the buyer pays for all `amount` copies. */
  startPrice: bigint;
  endPrice: bigint;
};

const invalid = (why: string) => new AppError('order_format_invalid', undefined, { details: { reason: why } });

/**
 * Intake check 1, format (docs/security.md row 5): the signed OrderComponents as the marketplace
 * lists: exactly one ERC-721 or ERC-1155 item offered in a fixed amount; consideration in one
 * currency (native or ERC-20), the seller's proceeds first; a restricted order (the zone
 * authorises every fill) with an empty zone hash; every number a uint256; ERC-1155 amounts that
 * divide by the copies so every partial fill is exact. Throws order_format_invalid.
 */
export function parseListing(json: OrderComponentsJson): ParsedListing {
  let components: OrderComponents;
  try {
    components = fromOrderComponentsJson(json);
  } catch {
    throw invalid('not Seaport OrderComponents');
  }
  const numbers = [
    components.startTime,
    components.endTime,
    components.salt,
    components.counter,
    ...components.offer.flatMap((item) => [item.identifierOrCriteria, item.startAmount, item.endAmount]),
    ...components.consideration.flatMap((item) => [item.identifierOrCriteria, item.startAmount, item.endAmount]),
  ];
  if (numbers.some((value) => value < 0n || value > maxUint256)) throw invalid('a number exceeds uint256');
  if (components.offer.length !== 1) throw invalid('a listing offers exactly one item');
  const [nft] = components.offer as [OrderComponents['offer'][number]];
  if (nft.itemType !== itemTypes.erc721 && nft.itemType !== itemTypes.erc1155)
    throw invalid('the offered item must be an ERC-721 or ERC-1155 token');
  if (nft.startAmount !== nft.endAmount || nft.startAmount === 0n) throw invalid('the offered amount must be fixed and positive');
  if (components.orderType !== orderTypes.fullRestricted && components.orderType !== orderTypes.partialRestricted)
    throw invalid('a listing must be a restricted order of the marketplace zone');
  if (components.zoneHash !== zeroHash) throw invalid('the zone hash must be empty');

  const [first] = components.consideration;
  if (!first || first.recipient.toLowerCase() !== components.offerer.toLowerCase())
    throw invalid("the first consideration item must be the seller's proceeds");
  const currency = first.token;
  for (const item of components.consideration) {
    const native = item.itemType === itemTypes.native && item.token === zeroAddress;
    const erc20 = item.itemType === itemTypes.erc20 && item.token !== zeroAddress;
    if ((!native && !erc20) || item.token !== currency || item.identifierOrCriteria !== 0n)
      throw invalid('every consideration item must pay the same currency');
  }
  const amount = nft.startAmount;
  const startPrice = components.consideration.reduce((sum, item) => sum + item.startAmount, 0n);
  const endPrice = components.consideration.reduce((sum, item) => sum + item.endAmount, 0n);
  // Seaport reverts on an inexact fraction: each item must split evenly across the copies.
  if (components.consideration.some((item) => item.startAmount % amount !== 0n || item.endAmount % amount !== 0n))
    throw invalid('every consideration amount must divide by the number of copies');
  return {
    components,
    itemType: nft.itemType as 2 | 3,
    token: nft.token,
    tokenId: nft.identifierOrCriteria,
    amount,
    currency,
    startPrice,
    endPrice,
  };
}
