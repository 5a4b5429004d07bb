import { initialsIcon } from '../icons/initials-icon';
import { defineEvmChain } from './chain-preset';

export const scroll = defineEvmChain({
  symbol: 'scroll',
  chainName: 'Scroll',
  chainId: '0x82750',
  rpcUrl: 'https://rpc.scroll.io',
  blockExplorerUrl: 'https://scrollscan.com',
  chainIcon: initialsIcon('SCR', '#C58D4F'),
  supportWallets: ['metamask'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  stakeContract: 'empty',
});
