/** The 7 wallets of docs/product.md (spec sections 3 and 9). */
export const walletSymbols = ['onto', 'metamask', 'nabox', 'clv_wallet', 'tokenpocket', 'okx_wallet', 'gate_wallet'] as const;

export type WalletSymbol = (typeof walletSymbols)[number];

export function isWalletSymbol(value: string): value is WalletSymbol {
  return (walletSymbols as readonly string[]).includes(value);
}
