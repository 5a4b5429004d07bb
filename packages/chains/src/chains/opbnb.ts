import { initialsIcon } from '../icons/initials-icon';
import { defineEvmChain } from './chain-preset';

export const opbnb = defineEvmChain({
  symbol: 'opbnb',
  chainName: 'opBNB',
  chainId: '0xcc',
  rpcUrl: 'https://opbnb-mainnet-rpc.bnbchain.org',
  blockExplorerUrl: 'https://opbnb.bscscan.com',
  chainIcon: initialsIcon('oBNB', '#F0B90B'),
  supportWallets: ['metamask'],
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  stakeContract: 'empty',
});
