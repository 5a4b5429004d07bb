import { initialsIcon } from '../icons/initials-icon';
import { defineEvmChain } from './chain-preset';

export const opside = defineEvmChain({
  symbol: 'opside',
  // LUMOZ is Opside's new name. 0x2EE8 (12008) is its zkRollup network, which the spec does
  // not flag as a test network, so neither do we.
  chainName: 'LUMOZ',
  chainId: '0x2EE8',
  rpcUrl: 'https://pre-alpha-zkrollup-rpc.opside.network/public',
  blockExplorerUrl: 'https://public.zkevm.opside.info',
  chainIcon: initialsIcon('LMZ', '#5B3CF5'),
  supportWallets: ['metamask', 'onto', 'okx_wallet'],
  nativeCurrency: { name: 'IDE', symbol: 'IDE', decimals: 18 },
  stakeContract: 'configurable',
});
