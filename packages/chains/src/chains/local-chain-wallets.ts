import type { WalletSymbol } from '../wallets/wallet-symbol';

/**
 * Every wallet with an EVM provider may connect to the local chains, so each wallet flow can be
 * tried locally; MetaMask (and the browser test wallet that poses as it) comes first.
 */
export const localChainWallets: WalletSymbol[] = ['metamask', 'onto', 'okx_wallet', 'gate_wallet', 'tokenpocket', 'clv_wallet', 'nabox'];
