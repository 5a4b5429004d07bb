import { initialsIcon } from '../icons/initials-icon';
import type { WalletDefinition } from './wallet-definition';

export const nabox: WalletDefinition<'nabox'> = {
  symbol: 'nabox',
  walletName: 'Nabox',
  icon: initialsIcon('NB', '#21C48E'),
  families: ['evm', 'nuls'],
  externalProvider: {
    // No EIP-6963 id of this wallet could be confirmed; it is found through its injected object.
    eip6963Rdns: [],
    injected: [{ path: 'NaboxWallet' }],
  },
  // Nabox serves NULS from the same injected object as its EVM side.
  nulsProvider: { path: 'NaboxWallet' },
  downloadLink: 'https://nabox.io/',
};
