import { initialsIcon } from '../icons/initials-icon';
import type { WalletDefinition } from './wallet-definition';

export const onto: WalletDefinition<'onto'> = {
  symbol: 'onto',
  walletName: 'ONTO',
  icon: initialsIcon('ONTO', '#3B6CF6'),
  families: ['evm'],
  externalProvider: {
    // No EIP-6963 id of this wallet could be confirmed; it is found through its injected object.
    eip6963Rdns: [],
    injected: [{ path: 'onto' }, { path: 'ethereum', flag: 'isONTO' }],
  },
  downloadLink: 'https://onto.app/',
};
