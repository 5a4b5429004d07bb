import type { Address, Hex } from 'viem';
import type { AppConfig } from './env';

export type TradingDefaults = { chains: readonly string[]; feeBps: number; feeRecipient: Address; orderSignerKey: Hex };

/**
 * The embedded mode's trading settings for its local chains (docs/product.md "Trading"): the
 * devnet's fee recipient and order signer, unless the environment configured its own. The
 * production API never calls this, so it never depends on a devnet key.
 */
export function withTradingDefaults(config: AppConfig, defaults: TradingDefaults): AppConfig {
  const fees = { ...config.trading.fees };
  for (const chain of defaults.chains) {
    fees[chain] ??= { bps: defaults.feeBps, recipient: defaults.feeRecipient.toLowerCase() as Address };
  }
  return {
    ...config,
    trading: { ...config.trading, fees },
    secrets: { ...config.secrets, orderSignerKey: config.secrets.orderSignerKey ?? defaults.orderSignerKey },
  };
}
