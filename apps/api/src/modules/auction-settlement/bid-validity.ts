import { getAddress, type Address } from 'viem';
import { seaportAbi } from '@nft/contracts/abi';
import { chainRead } from '../orders/chain-read';
import { erc20Shortfall, readErc20Funds } from '../orders/erc20-funds';
import type { OrderRow } from '../orders/order-view';
import type { TradingChain } from '../orders/trading-chain';

/** Why the settlement passes over a bid, or null when the chain says it can be filled now. */
export type BidInvalidity = 'no_balance' | 'no_approval' | 'cancelled' | 'filled' | null;

/**
 * Whether a bid can still pay, read on chain at settlement time (docs/decisions/031-english-auctions.md): the bidder's
 * balance and allowance to the conduit cover the bid, Seaport has not cancelled or filled it, and the bidder's
 * counter is still the one it was signed at. A bid that fails is skipped for the next one, never revived here.
 */
export async function bidInvalidity(chain: TradingChain, bid: OrderRow): Promise<BidInvalidity> {
  const maker = getAddress(bid.maker) as Address;
  const [funds, status, counter] = await Promise.all([
    readErc20Funds(chain, getAddress(bid.currency), maker),
    chainRead(
      chain.client.readContract({
        address: chain.seaport,
        abi: seaportAbi,
        functionName: 'getOrderStatus',
        args: [bid.orderHash as `0x${string}`],
      }),
    ),
    chainRead(chain.client.readContract({ address: chain.seaport, abi: seaportAbi, functionName: 'getCounter', args: [maker] })),
  ]);
  const [, cancelled, totalFilled] = status;
  if (cancelled || counter !== BigInt(bid.counter ?? '0')) return 'cancelled';
  if (totalFilled > 0n) return 'filled';
  return erc20Shortfall(funds, BigInt(bid.startPrice));
}
