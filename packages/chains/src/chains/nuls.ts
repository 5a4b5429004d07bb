import { initialsIcon } from '../icons/initials-icon';
import type { NulsChainPreset } from './chain-preset';

/**
 * The NULS zero address: mainnet (chain 1), normal account type, all-zero hash160 (docs/nuls.md's
 * algorithm; @nft/nuls nuls-address.test.ts derives it). It is the one address with a default because it is
 * a mathematical constant, not a deployment: it stands for the native asset in exchange orders.
 */
export const nulsZeroAddress = 'NULSd6HgTsLxmMCCk3oAjSyuooH88LruFTQaT';

export const nuls: NulsChainPreset = {
  family: 'nuls',
  symbol: 'nuls',
  chainName: 'NULS',
  // The NULS main chain id is decimal, not hex (docs/product.md, spec section 3).
  chainId: '1',
  rpcUrl: 'https://api.nuls.io/jsonrpc',
  blockExplorerUrl: 'https://nulscan.io',
  chainIcon: initialsIcon('NULS', '#82BD39'),
  supportWallets: ['nabox'],
  nativeCurrency: { name: 'NULS', symbol: 'NULS', decimals: 8 },
  testnet: false,
  local: false,
  zeroAddressContract: nulsZeroAddress,
};
