import { createPublicClient, erc20Abi, http, type Address, type Hex, type PublicClient } from 'viem';
import { seaportAbi } from '@nft/contracts/abi';
import { AppError } from '@nft/shared';
import { withTimeout } from '../../lib/with-timeout';
import type { ChainOrderState } from './fill-eligibility';

export type ChainOrderReader = {
  /** Seaport's status of an order and its maker's current counter. */
  orderState(seaport: Address, orderHash: Hex, maker: Address): Promise<ChainOrderState>;
  /** The latest block's timestamp: the earliest time a fill sent now can be mined at (the value is priced for it). */
  chainTime(): Promise<bigint>;
  /** How much of `token` the buyer lets Seaport spend (ERC-20 payments). */
  allowance(token: Address, owner: Address, spender: Address): Promise<bigint>;
};

/**
 * Reads one chain through its RPC URL, fail closed: if the node cannot answer in time the fill is
 * refused with 503 rather than authorised on the book's word alone.
 */
export function createChainOrderReader(rpcUrl: string, timeoutMs: number): ChainOrderReader {
  // No retries: the whole read must stay inside its bound.
  const client: PublicClient = createPublicClient({ transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 0 }) });
  async function bounded<T>(work: Promise<T>): Promise<T> {
    try {
      return await withTimeout(work, timeoutMs);
    } catch (error) {
      throw new AppError('service_unavailable', undefined, { cause: error });
    }
  }
  return {
    async orderState(seaport, orderHash, maker) {
      const [[, cancelled, totalFilled, totalSize], makerCounter] = await bounded(
        Promise.all([
          client.readContract({ address: seaport, abi: seaportAbi, functionName: 'getOrderStatus', args: [orderHash] }),
          client.readContract({ address: seaport, abi: seaportAbi, functionName: 'getCounter', args: [maker] }),
        ]),
      );
      return { cancelled, totalFilled, totalSize, makerCounter };
    },
    async chainTime() {
      return (await bounded(client.getBlock({ blockTag: 'latest' }))).timestamp;
    },
    allowance(token, owner, spender) {
      return bounded(client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] }));
    },
  };
}
