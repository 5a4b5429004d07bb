import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Database } from '@nft/db';
import type { TradingChains } from '../orders/trading-chain';
import { createZoneAuthoriser } from '../order-fill/zone-authorisation';
import { claimEndedAuctions, recordSettlementError } from './settlement.repository';
import { settleAuction, type SettlementOutcome } from './settle-auction';

export type AuctionSettlementDeps = {
  db: Database;
  trading: TradingChains;
  /** The zone's order signer (ORDER_SIGNER_KEY): authorises the settlement account, and only it, to fill auctions. */
  orderSignerKey: Hex;
  /** The settlement account's key per chain (SETTLEMENT_KEYS); auctions of other chains are left alone. */
  settlementKeys: Readonly<Record<string, Hex>>;
  /** How long a claim keeps other processes away: a crashed attempt is retried after it. */
  leaseMs?: number;
  /** The time each timed pass runs at (the app's clock; the real one when omitted). */
  now?: () => Date;
  onSettled?: (auction: string, outcome: SettlementOutcome) => void;
  onError?: (auction: string, error: unknown) => void;
};

export type AuctionSettlement = {
  /** One pass: claims the ended auctions and settles each in turn (one account's nonces per chain). */
  runOnce(now?: Date): Promise<number>;
  /** Runs runOnce every `intervalMs` (never two at once in this process) until stop(). */
  start(intervalMs: number): void;
  stop(): Promise<void>;
};

/**
 * The auction settlement job (docs/decisions/031-english-auctions.md), run by the API process that holds the order
 * signer's key: every few seconds it claims auctions whose bidding ended (row lock with SKIP LOCKED and a lease, so
 * restarts and several API processes never settle one twice; Seaport refuses a second fill of the FULL order in
 * any case), and settles each with its highest valid bid from the chain's settlement account, or ends it unsold.
 */
export function createAuctionSettlement(deps: AuctionSettlementDeps): AuctionSettlement {
  const authorise = createZoneAuthoriser(deps.orderSignerKey);
  const accounts = new Map(Object.entries(deps.settlementKeys).map(([chain, key]) => [chain, privateKeyToAccount(key)]));
  const leaseMs = deps.leaseMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const clock = deps.now ?? (() => new Date());

  async function runOnce(now = clock()): Promise<number> {
    const chains = [...accounts.keys()].filter((symbol) => {
      try {
        deps.trading.get(symbol);
        return true;
      } catch {
        return false;
      }
    });
    const claimed = await claimEndedAuctions(deps.db, chains, now, leaseMs);
    for (const auction of claimed) {
      try {
        const outcome = await settleAuction(auction, {
          db: deps.db,
          chain: deps.trading.get(auction.chain),
          settlement: accounts.get(auction.chain)!,
          authorise,
          now,
        });
        deps.onSettled?.(auction.orderHash, outcome);
      } catch (error) {
        await recordSettlementError(deps.db, auction, error instanceof Error ? error.message.split('\n')[0]! : String(error), clock());
        deps.onError?.(auction.orderHash, error);
      }
    }
    return claimed.length;
  }

  return {
    runOnce,
    start(intervalMs) {
      const tick = () => {
        if (running) return;
        running = runOnce()
          .catch((error: unknown) => {
            deps.onError?.('*', error);
            return 0;
          })
          .finally(() => {
            running = undefined;
          });
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
