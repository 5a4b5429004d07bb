import { initialsIcon } from '../icons/initials-icon';
import { defineEvmChain } from './chain-preset';

export const okx = defineEvmChain({
  symbol: 'okx',
  chainName: 'OKX Chain',
  chainId: '0x42',
  rpcUrl: 'https://exchainrpc.okex.org',
  blockExplorerUrl: 'https://www.oklink.com/okc',
  chainIcon: initialsIcon('OKT', '#000000'),
  supportWallets: ['metamask', 'okx_wallet', 'gate_wallet'],
  nativeCurrency: { name: 'OKT', symbol: 'OKT', decimals: 18 },
  stakeContract: 'absent',
});
