import { initialsIcon } from '../icons/initials-icon';
import { defineEvmChain } from './chain-preset';
import { localChainWallets } from './local-chain-wallets';

/** Development anvil chain; its contract addresses come from the devnet's deployment record. */
export const local1 = defineEvmChain({
  symbol: 'local1',
  chainName: 'Local Chain A',
  chainId: '0x7a69',
  rpcUrl: 'http://127.0.0.1:8545',
  blockExplorerUrl: '',
  chainIcon: initialsIcon('L1', '#4B5563'),
  supportWallets: localChainWallets,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  stakeContract: 'configurable',
  testnet: true,
  local: true,
});
