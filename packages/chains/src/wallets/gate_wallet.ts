import { initialsIcon } from '../icons/initials-icon';
import type { WalletDefinition } from './wallet-definition';

export const gateWallet: WalletDefinition<'gate_wallet'> = {
  symbol: 'gate_wallet',
  walletName: 'Gate Wallet',
  icon: initialsIcon('GATE', '#2354E6'),
  families: ['evm'],
  externalProvider: {
    eip6963Rdns: ['io.gate.wallet'],
    injected: [{ path: 'gatewallet' }],
  },
  downloadLink: 'https://www.gate.io/web3',
};
