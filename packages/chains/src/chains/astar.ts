import { initialsIcon } from '../icons/initials-icon';
import { defineEvmChain } from './chain-preset';

export const astar = defineEvmChain({
  symbol: 'astar',
  chainName: 'Astar zKatana',
  chainId: '0x3143',
  rpcUrl: 'https://rpc.zkatana.gelato.digital',
  blockExplorerUrl: 'https://zkatana.explorer.startale.com',
  chainIcon: initialsIcon('ASTR', '#0AE2FF'),
  supportWallets: ['metamask'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  stakeContract: 'empty',
  // docs/product.md (spec section 9): the zKatana test network. The chain id is the spec's 0x3143 even though the
  // public zKatana network announces 1261120 (0x133e40); see docs/decisions/002-chain-registry.md.
  testnet: true,
});
