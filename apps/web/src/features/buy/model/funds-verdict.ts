export type FundsVerdict = 'ok' | 'insufficient_balance' | 'insufficient_funds';

export type FundsInput = {
  /** What the listing costs in its currency (base units). */
  price: bigint;
  /** The buyer's balance of that currency. */
  currencyBalance: bigint;
  /** The buyer's native balance (pays gas; equal to currencyBalance for a native-currency listing). */
  nativeBalance: bigint;
  /** The native currency the transaction sends along (the price for a native listing, else 0). */
  value: bigint;
  /** Estimated gas cost of the transaction in native base units. */
  gasCost: bigint;
};

/**
 * docs/product.md (spec section 8), checked before the wallet opens: "Insufficient balance" when the
 * buyer cannot pay the price, "Insufficient funds" when they can pay it but not also the gas.
 */
export function fundsVerdict({ price, currencyBalance, nativeBalance, value, gasCost }: FundsInput): FundsVerdict {
  if (currencyBalance < price) return 'insufficient_balance';
  if (nativeBalance < value + gasCost) return 'insufficient_funds';
  return 'ok';
}
