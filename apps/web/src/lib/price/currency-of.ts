import type { PublicChain } from '../chain-registry/get-chain-registry';

export type Currency = { symbol: string; decimals: number };

const zeroAddress = '0x0000000000000000000000000000000000000000';

/** The payment token a price is in (the chain's native currency for null or the zero address). */
export function currencyOf(chain: PublicChain | undefined, address: string | null): Currency | undefined {
  if (!chain) return undefined;
  const native = !address || address.toLowerCase() === zeroAddress;
  const token = chain.paymentTokens.find((entry) => (native ? entry.native : entry.address.toLowerCase() === address.toLowerCase()));
  if (token) return { symbol: token.symbol, decimals: token.decimals };
  return native ? { symbol: chain.nativeCurrency.symbol, decimals: chain.nativeCurrency.decimals } : undefined;
}
