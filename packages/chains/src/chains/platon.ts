import { initialsIcon } from '../icons/initials-icon';
import { defineEvmChain } from './chain-preset';

export const platon = defineEvmChain({
  symbol: 'platon',
  chainName: 'PlatOn',
  chainId: '0x335F9',
  rpcUrl: 'https://openapi2.platon.network/rpc',
  blockExplorerUrl: 'https://scan.platon.network',
  chainIcon: initialsIcon('LAT', '#0A33F5'),
  supportWallets: ['metamask'],
  nativeCurrency: { name: 'LAT', symbol: 'LAT', decimals: 18 },
  stakeContract: 'configurable',
});
