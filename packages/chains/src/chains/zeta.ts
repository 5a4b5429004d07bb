import { initialsIcon } from '../icons/initials-icon';
import { defineEvmChain } from './chain-preset';

export const zeta = defineEvmChain({
  symbol: 'zeta',
  chainName: 'Zeta Chain',
  chainId: '0x1b59',
  rpcUrl: 'https://zetachain-athens-evm.blockpi.network/v1/rpc/public',
  blockExplorerUrl: 'https://athens.explorer.zetachain.com',
  chainIcon: initialsIcon('ZETA', '#005741'),
  supportWallets: ['metamask'],
  nativeCurrency: { name: 'ZETA', symbol: 'ZETA', decimals: 18 },
  stakeContract: 'configurable',
  // docs/product.md (spec section 9): the Athens test network, not ZetaChain mainnet.
  testnet: true,
});
