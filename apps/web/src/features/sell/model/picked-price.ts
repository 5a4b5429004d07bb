import type { PublicChain } from '../../../lib/chain-registry/get-chain-registry';
import { zeroAddress, type SellFormValues } from './sell-form';

/** A price the market shows beside the form (the floor, the best offer, the last sale), per copy in base units. */
export type MarketPrice = { amount: string; currency: string | null };

/** Prices are written with at most four decimals (docs/product.md "Validation"): more are cut, never rounded up. */
const maxDecimals = 4;

/**
 * The form with a market price picked as its price, in that price's currency: what a seller means by "list at the
 * floor". Undefined when the price is in a currency this chain does not list in (it cannot be the listing's).
 */
export function pickMarketPrice(values: SellFormValues, picked: MarketPrice, chain: PublicChain | undefined): SellFormValues | undefined {
  const native = picked.currency === null || picked.currency.toLowerCase() === zeroAddress;
  const token = chain?.paymentTokens.find((entry) =>
    native ? entry.native : entry.address.toLowerCase() === picked.currency!.toLowerCase(),
  );
  if (!token || !/^\d+$/.test(picked.amount)) return undefined;
  return { ...values, price: decimalText(BigInt(picked.amount), token.decimals), currency: token.address };
}

/** Base units as the whole units a person types ("0.04"), without grouping, cut to four decimals. */
function decimalText(amount: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals);
  const fraction = (amount % base).toString().padStart(decimals, '0').slice(0, maxDecimals).replace(/0+$/, '');
  return fraction ? `${amount / base}.${fraction}` : String(amount / base);
}
