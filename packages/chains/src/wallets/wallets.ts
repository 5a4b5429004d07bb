import { AppError } from '@nft/shared';
import { clvWallet } from './clv_wallet';
import { gateWallet } from './gate_wallet';
import { metamask } from './metamask';
import { nabox } from './nabox';
import { okxWallet } from './okx_wallet';
import { onto } from './onto';
import { tokenpocket } from './tokenpocket';
import type { WalletDefinition } from './wallet-definition';
import { isWalletSymbol, type WalletSymbol } from './wallet-symbol';

/** The 7 wallets, keyed by symbol (docs/product.md, spec section 3's order). */
export const wallets: { [S in WalletSymbol]: WalletDefinition<S> } = {
  onto,
  metamask,
  nabox,
  clv_wallet: clvWallet,
  tokenpocket,
  okx_wallet: okxWallet,
  gate_wallet: gateWallet,
};

/** Throws AppError `unsupported_wallet` ('unexpected: unsupported wallet') for an unknown symbol. */
export function getWallet(symbol: string): WalletDefinition {
  if (!isWalletSymbol(symbol)) throw new AppError('unsupported_wallet');
  return wallets[symbol];
}
