import { initialsIcon } from '../icons/initials-icon';
import type { WalletDefinition } from './wallet-definition';

export const okxWallet: WalletDefinition<'okx_wallet'> = {
  symbol: 'okx_wallet',
  walletName: 'OKX Wallet',
  icon: initialsIcon('OKX', '#000000'),
  families: ['evm'],
  externalProvider: {
    eip6963Rdns: ['com.okex.wallet'],
    injected: [{ path: 'okxwallet' }],
  },
  downloadLink: 'https://www.okx.com/web3',
};
