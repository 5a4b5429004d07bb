import { initialsIcon } from '../icons/initials-icon';
import type { WalletDefinition } from './wallet-definition';

export const metamask: WalletDefinition<'metamask'> = {
  symbol: 'metamask',
  walletName: 'MetaMask',
  icon: initialsIcon('MM', '#F6851B'),
  families: ['evm'],
  externalProvider: {
    eip6963Rdns: ['io.metamask'],
    // Other wallets set isMetaMask too, so the EIP-6963 id is the reliable signal when present.
    injected: [{ path: 'ethereum', flag: 'isMetaMask' }],
  },
  downloadLink: 'https://metamask.io/download/',
};
