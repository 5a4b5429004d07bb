import type { Address, Hex } from 'viem';
import type { AppConfig } from './env';

export type TradingDefaults = {
  chains: readonly string[];
  feeBps: number;
  feeRecipient: Address;
  orderSignerKey: Hex;
  /** The devnet's auction settlement account (docs/decisions/031-english-auctions.md); none when omitted. */
  settlementKey?: Hex;
};

/**
 * The embedded mode's trading settings for its local chains (docs/product.md "Trading"): the
 * devnet's fee recipient and order signer, unless the environment configured its own. The
 * production API never calls this, so it never depends on a devnet key.
 */
export function withTradingDefaults(config: AppConfig, defaults: TradingDefaults): AppConfig {
  const fees = { ...config.trading.fees };
  const settlementKeys = { ...config.secrets.settlementKeys };
  for (const chain of defaults.chains) {
    fees[chain] ??= { bps: defaults.feeBps, recipient: defaults.feeRecipient.toLowerCase() as Address };
    if (defaults.settlementKey) settlementKeys[chain] ??= defaults.settlementKey;
  }
  return {
    ...config,
    trading: { ...config.trading, fees },
    secrets: { ...config.secrets, orderSignerKey: config.secrets.orderSignerKey ?? defaults.orderSignerKey, settlementKeys },
  };
}
