import {
  BaseError,
  createWalletClient,
  defineChain,
  ExecutionRevertedError,
  getAddress,
  http,
  RawContractError,
  type Hex,
  type PrivateKeyAccount,
} from 'viem';
import type { Database } from '@nft/db';
import { seaportAbi } from '@nft/contracts/abi';
import { encodeMatchAdvancedOrders, fromOrderComponentsJson, type OrderComponentsInput } from '@nft/seaport';
import { openBids } from '../orders/auction.repository';
import { chainRead } from '../orders/chain-read';
import type { OrderRow } from '../orders/order-view';
import type { TradingChain } from '../orders/trading-chain';
import { authorisationLifetimeSeconds, type ZoneAuthoriser } from '../order-fill/zone-authorisation';
import { bidInvalidity } from './bid-validity';
import { expireOpenBids, markUnsold } from './settlement.repository';

export type SettlementOutcome =
  | { outcome: 'settled'; bid: string; transactionHash: Hex; skipped: { bid: string; reason: string }[] }
  | { outcome: 'unsold'; skipped: { bid: string; reason: string }[] }
  | { outcome: 'already_filled' };

export type SettleDeps = { db: Database; chain: TradingChain; settlement: PrivateKeyAccount; authorise: ZoneAuthoriser; now: Date };

/** A revert (the bid or the auction cannot be matched now) as opposed to a node or network failure, which is retried. */
function isRevert(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk((cause) => cause instanceof ExecutionRevertedError || cause instanceof RawContractError) !== null
  );
}

const signedOrder = (row: OrderRow) => ({
  components: fromOrderComponentsJson(row.parameters as unknown as OrderComponentsInput),
  signature: row.signature as Hex,
});

/**
 * Settles one ended auction (docs/decisions/031-english-auctions.md): already filled on chain, nothing to do (the
 * indexer records it); otherwise the open bids, highest first, each checked on chain now (funds, cancel, counter)
 * and simulated as matchAdvancedOrders([auction, bid]) from the settlement account with the zone's authorisation of
 * both orders for that account only (docs/security.md row 25); the first that passes is sent and must succeed. A bid that fails its checks
 * or reverts in simulation is skipped for the next; with none left the auction ends unsold. A node failure throws
 * (the caller records it and retries).
 */
export async function settleAuction(auction: OrderRow, { db, chain, settlement, authorise, now }: SettleDeps): Promise<SettlementOutcome> {
  const seaport = { address: chain.seaport, abi: seaportAbi } as const;
  const [, cancelled, totalFilled] = await chainRead(
    chain.client.readContract({ ...seaport, functionName: 'getOrderStatus', args: [auction.orderHash as Hex] }),
  );
  if (totalFilled > 0n) return { outcome: 'already_filled' };
  const skipped: { bid: string; reason: string }[] = [];
  if (!cancelled) {
    const expiry = BigInt(Math.floor(now.getTime() / 1000) + authorisationLifetimeSeconds);
    const authorisation = (orderHash: string) =>
      authorise({ chainId: chain.chainId, zone: chain.zone, orderHash: orderHash as Hex, fulfiller: settlement.address, expiry });
    const auctionFill = { ...signedOrder(auction), extraData: await authorisation(auction.orderHash) };
    for (const bid of await openBids(db, auction.chain, auction.orderHash)) {
      const invalid = await bidInvalidity(chain, bid);
      if (invalid) {
        skipped.push({ bid: bid.orderHash, reason: invalid });
        continue;
      }
      const call = encodeMatchAdvancedOrders({
        seaport: chain.seaport,
        auction: auctionFill,
        bid: { ...signedOrder(bid), extraData: await authorisation(bid.orderHash) },
        recipient: getAddress(auction.maker),
      });
      try {
        await chain.client.call({ account: settlement.address, to: call.to, data: call.data });
      } catch (error) {
        if (!isRevert(error)) throw error;
        skipped.push({ bid: bid.orderHash, reason: 'reverted' });
        continue;
      }
      const transactionHash = await send(chain, settlement, call);
      await expireOpenBids(db, auction, bid.orderHash, now);
      return { outcome: 'settled', bid: bid.orderHash, transactionHash, skipped };
    }
  }
  await markUnsold(db, auction, now);
  return { outcome: 'unsold', skipped };
}

/** Sends the match from the settlement account and waits for it: a revert on chain throws (recorded, retried). */
async function send(chain: TradingChain, settlement: PrivateKeyAccount, call: { to: Hex; data: Hex }): Promise<Hex> {
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.symbol,
    nativeCurrency: { name: 'Native', symbol: 'NATIVE', decimals: 18 },
    rpcUrls: { default: { http: [chain.definition.rpcUrl] } },
  });
  const wallet = createWalletClient({ account: settlement, chain: viemChain, transport: http(chain.definition.rpcUrl) });
  const hash = await wallet.sendTransaction({ to: call.to, data: call.data });
  const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 250, timeout: 60_000 });
  if (receipt.status !== 'success') throw new Error(`settlement transaction ${hash} reverted`);
  return hash;
}
