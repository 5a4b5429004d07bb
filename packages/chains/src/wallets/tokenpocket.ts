import { initialsIcon } from '../icons/initials-icon';
import type { WalletDefinition } from './wallet-definition';

export const tokenpocket: WalletDefinition<'tokenpocket'> = {
  symbol: 'tokenpocket',
  walletName: 'TokenPocket',
  icon: initialsIcon('TP', '#2980FE'),
  families: ['evm'],
  externalProvider: {
    eip6963Rdns: ['pro.tokenpocket'],
    injected: [{ path: 'tokenpocket' }, { path: 'ethereum', flag: 'isTokenPocket' }],
  },
  downloadLink: 'https://www.tokenpocket.pro/en/download/app',
};
