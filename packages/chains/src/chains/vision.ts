import { initialsIcon } from '../icons/initials-icon';
import { defineEvmChain } from './chain-preset';

export const vision = defineEvmChain({
  symbol: 'vision',
  chainName: 'Vision',
  chainId: '0xD9038',
  rpcUrl: 'https://infragrid.v.network/ethereum/compatible',
  blockExplorerUrl: 'https://visionscan.org',
  chainIcon: initialsIcon('VS', '#1B64F2'),
  supportWallets: ['metamask'],
  nativeCurrency: { name: 'VS', symbol: 'VS', decimals: 18 },
  stakeContract: 'absent',
});
