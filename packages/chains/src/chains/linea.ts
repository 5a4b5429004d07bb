import { initialsIcon } from '../icons/initials-icon';
import { defineEvmChain } from './chain-preset';

export const linea = defineEvmChain({
  symbol: 'linea',
  chainName: 'Linea',
  chainId: '0xe708',
  rpcUrl: 'https://rpc.linea.build',
  blockExplorerUrl: 'https://lineascan.build',
  chainIcon: initialsIcon('LIN', '#121212'),
  supportWallets: ['metamask'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  stakeContract: 'empty',
});
