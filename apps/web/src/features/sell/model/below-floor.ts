import type { PublicChain } from '../../../lib/chain-registry/get-chain-registry';
import { parseUnits } from '../../../lib/price/format-price';
import type { MarketPrice } from './picked-price';
import { priceError, zeroAddress, type SellFormValues } from './sell-form';

/**
 * How far below the collection's floor the listing's lowest price is (0.37 for 37 % below): its price, or a declining
 * listing's end price. OpenSea and Magic Eden warn a seller of this before the signature, since a price typed with a
 * zero too few sells at once. Null when it is not below the floor, cannot be compared (no floor, another currency) or
 * is not a valid price yet.
 */
export function belowFloor(values: SellFormValues, floor: MarketPrice | undefined, chain: PublicChain | undefined): number | null {
  if (!floor || !/^\d+$/.test(floor.amount) || BigInt(floor.amount) === 0n) return null;
  const lowest = values.kind === 'declining' ? values.endPrice : values.price;
  if (priceError(lowest)) return null;
  const token = chain?.paymentTokens.find((entry) => entry.address.toLowerCase() === values.currency.toLowerCase());
  const floorNative = floor.currency === null || floor.currency.toLowerCase() === zeroAddress;
  const sameCurrency = token && (floorNative ? token.native : token.address.toLowerCase() === floor.currency!.toLowerCase());
  if (!sameCurrency) return null;
  const amount = BigInt(parseUnits(lowest, token.decimals) ?? '0');
  const floorAmount = BigInt(floor.amount);
  if (amount >= floorAmount) return null;
  return Number(((floorAmount - amount) * 10_000n) / floorAmount) / 10_000;
}
