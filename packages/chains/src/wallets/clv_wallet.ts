import { initialsIcon } from '../icons/initials-icon';
import type { WalletDefinition } from './wallet-definition';

export const clvWallet: WalletDefinition<'clv_wallet'> = {
  symbol: 'clv_wallet',
  walletName: 'CLV Wallet',
  icon: initialsIcon('CLV', '#42C37B'),
  families: ['evm'],
  externalProvider: {
    // No EIP-6963 id of this wallet could be confirmed; it is found through its injected object.
    eip6963Rdns: [],
    injected: [{ path: 'clover' }],
  },
  downloadLink: 'https://clv.org/',
};
