import type { FastifyInstance } from 'fastify';
import type { Database } from '@nft/db';
import type { Clock } from '../../app';
import type { AppConfig } from '../../config/env';
import type { TradingChains } from '../orders/trading-chain';
import { createAuctionSettlement } from './auction-settlement.job';

type SettlementDeps = { config: AppConfig; db: Database; trading: TradingChains; clock?: Clock };

/**
 * Starts the auction settlement job with the app when this process has the order signer's key and a settlement
 * account for at least one chain (SETTLEMENT_KEYS; the embedded mode's local chains by default), and stops it,
 * waiting for a pass under way, when the app closes. Every API process may run it: claims never overlap.
 */
export function registerAuctionSettlement(app: FastifyInstance, deps: SettlementDeps): void {
  const { config } = deps;
  const orderSignerKey = config.secrets.orderSignerKey;
  if (!orderSignerKey || Object.keys(config.secrets.settlementKeys).length === 0) return;
  const settlement = createAuctionSettlement({
    db: deps.db,
    trading: deps.trading,
    orderSignerKey,
    settlementKeys: config.secrets.settlementKeys,
    ...(deps.clock ? { now: () => deps.clock!.now() } : {}),
    onSettled: (auction, result) => app.log.info({ auction, outcome: result.outcome }, 'auction settlement'),
    onError: (auction, error) => app.log.warn({ auction, err: error }, 'auction settlement failed; retried on the next pass'),
  });
  app.addHook('onReady', async () => settlement.start(config.trading.auctions.settlementIntervalMs));
  app.addHook('onClose', async () => settlement.stop());
}
