import { initialsIcon } from '../icons/initials-icon';
import { defineEvmChain } from './chain-preset';
import { localChainWallets } from './local-chain-wallets';

/** Development anvil chain; its contract addresses come from the devnet's deployment record. */
export const local2 = defineEvmChain({
  symbol: 'local2',
  chainName: 'Local Chain B',
  chainId: '0x7a6a',
  rpcUrl: 'http://127.0.0.1:8546',
  blockExplorerUrl: '',
  chainIcon: initialsIcon('L2', '#7C3AED'),
  supportWallets: localChainWallets,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  stakeContract: 'configurable',
  testnet: true,
  local: true,
});
