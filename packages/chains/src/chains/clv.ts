import { initialsIcon } from '../icons/initials-icon';
import { defineEvmChain } from './chain-preset';

export const clv = defineEvmChain({
  symbol: 'clv',
  chainName: 'CLV',
  chainId: '0x400',
  rpcUrl: 'https://api-para.clover.finance',
  blockExplorerUrl: 'https://clvscan.com',
  chainIcon: initialsIcon('CLV', '#42C37B'),
  supportWallets: ['metamask', 'clv_wallet'],
  nativeCurrency: { name: 'CLV', symbol: 'CLV', decimals: 18 },
  stakeContract: 'configurable',
});
