import { initialsIcon } from '../icons/initials-icon';
import { defineEvmChain } from './chain-preset';

export const enuls = defineEvmChain({
  symbol: 'enuls',
  chainName: 'ENULS',
  chainId: '0x77',
  rpcUrl: 'https://evmapi.nuls.io',
  blockExplorerUrl: 'https://evmscan.nuls.io',
  chainIcon: initialsIcon('EN', '#53B8A9'),
  supportWallets: ['metamask', 'nabox'],
  nativeCurrency: { name: 'NULS', symbol: 'NULS', decimals: 18 },
  stakeContract: 'configurable',
});
