import { and, eq, gte, inArray, ne } from 'drizzle-orm';
import { parseAbi, type Address } from 'viem';
import { operatorApprovals, orders, seaportCounters } from '@nft/db';
import { seaportAbi } from '@nft/contracts';
import type { Cursor } from '../storage/cursor-store';
import type { RestoredState } from '../storage/roll-back';
import type { FollowerContext } from './follower-context';
import { readFunds } from './read-offer-funds';

const isApprovedForAllAbi = parseAbi(['function isApprovedForAll(address owner, address operator) view returns (bool)']);

/**
 * Approvals and counters last changed in orphaned blocks may have had an older value from a block
 * that survives; the chain itself answers what it was at the common ancestor. So do the ERC-20
 * funds of the makers whose offers or bids an orphaned block decided (filled, made inactive or
 * active again): rollBack reopens those and judges them again on these funds.
 */
export async function readRestoredState(context: FollowerContext, ancestor: Cursor | undefined, fromBlock: number): Promise<RestoredState> {
  if (!ancestor) return { approvals: [], counters: [], funds: [] };
  const { db, client, chain } = context;
  const blockNumber = BigInt(ancestor.blockNumber);
  const approvalKeys = await db
    .select({ contractAddress: operatorApprovals.contractAddress, owner: operatorApprovals.owner, operator: operatorApprovals.operator })
    .from(operatorApprovals)
    .where(and(eq(operatorApprovals.chain, chain.symbol), gte(operatorApprovals.blockNumber, fromBlock)));
  const approvals = await Promise.all(
    approvalKeys.map(async (key) => ({
      ...key,
      approved: await client.readContract({
        address: key.contractAddress as Address,
        abi: isApprovedForAllAbi,
        functionName: 'isApprovedForAll',
        args: [key.owner as Address, key.operator as Address],
        blockNumber,
      }),
    })),
  );
  const makers = await db
    .select({ maker: seaportCounters.maker })
    .from(seaportCounters)
    .where(and(eq(seaportCounters.chain, chain.symbol), gte(seaportCounters.blockNumber, fromBlock)));
  const seaport = chain.seaportAddress;
  const counters = seaport
    ? await Promise.all(
        makers.map(async ({ maker }) => ({
          maker,
          counter: await client.readContract({
            address: seaport as Address,
            abi: seaportAbi,
            functionName: 'getCounter',
            args: [maker as Address],
            blockNumber,
          }),
        })),
      )
    : [];
  const funded = await db
    .selectDistinct({ maker: orders.maker, currency: orders.currency })
    .from(orders)
    .where(
      and(
        eq(orders.chain, chain.symbol),
        inArray(orders.side, ['offer', 'bid']),
        gte(orders.statusBlockNumber, fromBlock),
        ne(orders.currency, '0x0000000000000000000000000000000000000000'),
      ),
    );
  const at = { blockNumber: ancestor.blockNumber, blockHash: ancestor.blockHash };
  const funds = await readFunds(
    client,
    chain.conduitAddress,
    funded.map((f) => ({ ...f, ...at })),
    ancestor.blockNumber,
  );
  return { approvals, counters, funds };
}
