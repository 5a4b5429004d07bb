import { initialsIcon } from '../icons/initials-icon';
import { defineEvmChain } from './chain-preset';

export const pego = defineEvmChain({
  symbol: 'pego',
  chainName: 'Pego Network',
  chainId: '0x1343E3E',
  rpcUrl: 'https://pegorpc.com',
  blockExplorerUrl: 'https://scan.pego.network',
  chainIcon: initialsIcon('PG', '#FF7A00'),
  supportWallets: ['metamask'],
  nativeCurrency: { name: 'PG', symbol: 'PG', decimals: 18 },
  stakeContract: 'configurable',
});
