import { wrappedNativeAbi } from '@nft/contracts/abi';
import { encodeFunctionData, type Address, type Hex } from 'viem';

/** A WETH9 `deposit` transaction, in the shape of the order routes' transaction steps (value in wei, decimal text). */
export type WrapNativeStep = { kind: 'transaction'; description: string; to: Address; data: Hex; value: string };

export type WrapNativeInput = {
  /** The chain's wrapped-native payment token (WETH9 semantics). */
  wrappedNative: Address;
  /** What the offer or bid needs in wrapped units (base units; 1:1 with native). */
  amount: bigint;
  /** The maker's current wrapped balance and native balance. */
  wrappedBalance: bigint;
  nativeBalance: bigint;
};

/**
 * The wrap step an offer or bid in wrapped native needs before approve and sign: undefined when the
 * wrapped balance covers `amount`, else a deposit of exactly the shortfall; 'insufficient' when native
 * cannot cover it either (the caller shows "Not enough tokens!"). Gas is the wallet's concern.
 * Pure and browser-safe: the make-offer dialog and the API's offer build use the same rule.
 */
export function wrapNativeStep(input: WrapNativeInput): WrapNativeStep | undefined | 'insufficient' {
  const shortfall = input.amount - input.wrappedBalance;
  if (shortfall <= 0n) return undefined;
  if (shortfall > input.nativeBalance) return 'insufficient';
  return {
    kind: 'transaction',
    description: 'Wrap native currency',
    to: input.wrappedNative,
    data: encodeFunctionData({ abi: wrappedNativeAbi, functionName: 'deposit' }),
    value: shortfall.toString(),
  };
}
