import { initialsIcon } from '../icons/initials-icon';
import { defineEvmChain } from './chain-preset';

export const ontevm = defineEvmChain({
  symbol: 'ontevm',
  chainName: 'ONT EVM',
  chainId: '0x3a',
  rpcUrl: 'https://dappnode1.ont.io:10339',
  blockExplorerUrl: 'https://explorer.ont.io',
  chainIcon: initialsIcon('ONT', '#32A4BE'),
  supportWallets: ['metamask', 'onto', 'nabox'],
  nativeCurrency: { name: 'ONG', symbol: 'ONG', decimals: 18 },
  stakeContract: 'absent',
});
