import { initialsIcon } from '../icons/initials-icon';
import { defineEvmChain } from './chain-preset';

export const patex = defineEvmChain({
  symbol: 'patex',
  chainName: 'Patex',
  chainId: '0x315',
  rpcUrl: 'https://rpc.patex.io',
  blockExplorerUrl: 'https://patexscan.io',
  chainIcon: initialsIcon('PTX', '#E6007A'),
  supportWallets: ['metamask'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  stakeContract: 'configurable',
});
