import { initialsIcon } from '../icons/initials-icon';
import { defineEvmChain } from './chain-preset';

export const eth = defineEvmChain({
  symbol: 'eth',
  chainName: 'Ethereum',
  chainId: '0x1',
  rpcUrl: 'https://ethereum-rpc.publicnode.com',
  blockExplorerUrl: 'https://etherscan.io',
  chainIcon: initialsIcon('ETH', '#627EEA'),
  supportWallets: ['metamask', 'onto', 'okx_wallet', 'gate_wallet'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  stakeContract: 'absent',
});
