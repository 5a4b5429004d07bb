import type { PaymentTokenConfig } from '@nft/chains';
import { stableTestTokenNames } from '../deploy/deploy-all';
import type { Deployment } from './deployment';

/**
 * A local chain's ERC-20 payment tokens, in the chain registry's vocabulary; the registry lists
 * them after the native currency. Wrapped native first: offers and bids default to it.
 */
export function paymentTokensFromDeployment(deployment: Deployment): PaymentTokenConfig[] {
  return [
    { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, address: deployment.wrappedNative },
    { ...stableTestTokenNames, address: deployment.stableToken },
  ];
}
