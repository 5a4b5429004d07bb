import { maxUint256, numberToHex, zeroAddress, zeroHash, type Address, type Hex } from 'viem';
import { fromOrderComponentsJson, itemTypes, orderTypes, type OrderComponents } from '@nft/seaport';
import { AppError } from '@nft/shared';
import type { OrderComponentsJson } from '@nft/api-contract';

/** What an offer asks for, as its first consideration item says (docs/product.md "Offers"). */
export type OfferWanted = { target: 'item'; tokenId: bigint } | { target: 'collection' } | { target: 'trait'; root: Hex };

/** An offer's shape once its format is checked: an ERC-20 amount offered for one NFT, any of a collection, or any under a root. */
export type ParsedOffer = {
  components: OrderComponents;
  /** The standard the consideration item claims (criteria items count as their base standard). */
  standard: 'ERC-721' | 'ERC-1155';
  token: Address;
  wanted: OfferWanted;
  /** Copies wanted. */
  quantity: bigint;
  /** The currency offered: an ERC-20, or the zero address for native currency (refused by the currency check). */
  currency: Address;
  /** The whole amount offered, base units; fee and royalty are paid out of it. */
  price: bigint;
  /** The fee and royalty items: every consideration item after the NFT. */
  payments: OrderComponents['consideration'];
};

const invalid = (why: string) => new AppError('order_format_invalid', undefined, { details: { reason: why } });

const nftTypes: Record<number, { standard: 'ERC-721' | 'ERC-1155'; criteria: boolean }> = {
  [itemTypes.erc721]: { standard: 'ERC-721', criteria: false },
  [itemTypes.erc1155]: { standard: 'ERC-1155', criteria: false },
  [itemTypes.erc721WithCriteria]: { standard: 'ERC-721', criteria: true },
  [itemTypes.erc1155WithCriteria]: { standard: 'ERC-1155', criteria: true },
};

function decode(json: OrderComponentsJson): OrderComponents {
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
    ...[...components.offer, ...components.consideration].flatMap((item) => [item.identifierOrCriteria, item.startAmount, item.endAmount]),
  ];
  if (numbers.some((value) => value < 0n || value > maxUint256)) throw invalid('a number exceeds uint256');
  return components;
}

/**
 * Whether the signed order offers a currency (an offer or bid) rather than an NFT (a listing): how POST /v1/orders
 * dispatches. Native currency counts as one, so an offer in it is refused for its currency (order_currency_invalid).
 */
export function offersCurrency(json: OrderComponentsJson): boolean {
  return json.offer.length === 1 && (json.offer[0]!.itemType === itemTypes.erc20 || json.offer[0]!.itemType === itemTypes.native);
}

/**
 * Intake check 1 of an offer, format (docs/security.md row 5): exactly one currency item offered in a fixed,
 * positive amount; the first consideration item the wanted NFT to the maker (ERC-721/1155, or a criteria item:
 * root 0 for the collection, a merkle root for a trait), in a fixed positive quantity; every other item a fixed
 * payment in the offered ERC-20 (the fee and the royalty, judged with the economics); a restricted order with an
 * empty zone hash; every amount divides by the quantity, so each partial fill of an ERC-1155 offer is exact.
 */
export function parseOffer(json: OrderComponentsJson): ParsedOffer {
  const components = decode(json);
  if (components.offer.length !== 1) throw invalid('an offer offers exactly one ERC-20 amount');
  const [paid] = components.offer as [OrderComponents['offer'][number]];
  // Native currency passes the format: Seaport cannot take it from an offerer, and the currency check refuses it.
  const native = paid.itemType === itemTypes.native && paid.token === zeroAddress;
  const erc20 = paid.itemType === itemTypes.erc20 && paid.token !== zeroAddress;
  if ((!native && !erc20) || paid.identifierOrCriteria !== 0n) throw invalid('an offer pays in one currency');
  if (paid.startAmount !== paid.endAmount || paid.startAmount === 0n) throw invalid('the offered amount must be fixed and positive');
  if (components.orderType !== orderTypes.fullRestricted && components.orderType !== orderTypes.partialRestricted)
    throw invalid('an offer must be a restricted order of the marketplace zone');
  if (components.zoneHash !== zeroHash) throw invalid('the zone hash must be empty');

  const [nft, ...payments] = components.consideration;
  const kind = nft ? nftTypes[nft.itemType] : undefined;
  if (!nft || !kind) throw invalid('the first consideration item must be the wanted NFT');
  if (nft.recipient.toLowerCase() !== components.offerer.toLowerCase()) throw invalid('the wanted NFT must go to the maker');
  if (nft.startAmount !== nft.endAmount || nft.startAmount === 0n) throw invalid('the wanted quantity must be fixed and positive');
  for (const item of payments) {
    if (item.itemType !== paid.itemType || item.token !== paid.token || item.identifierOrCriteria !== 0n)
      throw invalid('every payment must be in the offered currency');
    if (item.startAmount !== item.endAmount) throw invalid('every payment must be fixed');
  }
  const quantity = nft.startAmount;
  // Seaport reverts on an inexact fraction: every amount must split evenly across the copies.
  if ([paid, ...payments].some((item) => item.startAmount % quantity !== 0n))
    throw invalid('every amount must divide by the number of copies');

  let wanted: OfferWanted;
  if (!kind.criteria) wanted = { target: 'item', tokenId: nft.identifierOrCriteria };
  else if (nft.identifierOrCriteria === 0n) wanted = { target: 'collection' };
  else wanted = { target: 'trait', root: numberToHex(nft.identifierOrCriteria, { size: 32 }) };
  return {
    components,
    standard: kind.standard,
    token: nft.token,
    wanted,
    quantity,
    currency: paid.token,
    price: paid.startAmount,
    payments,
  };
}
