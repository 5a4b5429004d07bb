import { initialsIcon } from '../icons/initials-icon';
import { defineEvmChain } from './chain-preset';

export const polygon = defineEvmChain({
  symbol: 'polygon',
  chainName: 'Polygon',
  chainId: '0x89',
  rpcUrl: 'https://polygon-rpc.com',
  blockExplorerUrl: 'https://polygonscan.com',
  chainIcon: initialsIcon('POL', '#8247E5'),
  supportWallets: ['metamask', 'gate_wallet'],
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  stakeContract: 'configurable',
});
