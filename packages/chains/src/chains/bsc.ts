import { initialsIcon } from '../icons/initials-icon';
import { defineEvmChain } from './chain-preset';

export const bsc = defineEvmChain({
  symbol: 'bsc',
  chainName: 'BNB Chain',
  chainId: '0x38',
  rpcUrl: 'https://bsc-dataseed.bnbchain.org',
  blockExplorerUrl: 'https://bscscan.com',
  chainIcon: initialsIcon('BNB', '#F0B90B'),
  supportWallets: ['metamask', 'onto', 'tokenpocket', 'gate_wallet'],
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  stakeContract: 'configurable',
});
