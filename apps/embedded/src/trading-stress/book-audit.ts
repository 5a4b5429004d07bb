import { and, eq, sql } from 'drizzle-orm';
import { createPublicClient, http, type Hex } from 'viem';
import { seaportAbi } from '@nft/contracts/abi';
import type { Deployment } from '@nft/contracts';
import { activity, fills, nfts, orders, type Database } from '@nft/db';

export type BookAudit = {
  /** Every disagreement found, one line each: the test expects none. */
  problems: string[];
  orders: number;
  /** OrderFulfilled logs read from Seaport on chain. */
  fulfilledOnChain: number;
};

/**
 * Compares the book with the chain and with itself after a crash (docs/security.md row 14). Counts
 * come from Seaport (its OrderFulfilled logs and getOrderStatus), never from what the test sent:
 * - every order has its `list` activity row (the intake writes both in one transaction);
 * - every OrderFulfilled log has exactly one fill row and one `sale` activity row, and there are no others;
 * - every order's filled quantity and status agree with getOrderStatus;
 * - every NFT's cached best listing equals a recomputation from the book: its cheapest active,
 *   started, unexpired native-currency listing (the audited tests list in the native currency only).
 */
export async function auditBook(db: Database, chain: { symbol: string; rpcUrl: string; deployment: Deployment }): Promise<BookAudit> {
  const problems: string[] = [];
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const seaport = chain.deployment.seaport;

  const book = await db.select().from(orders).where(eq(orders.chain, chain.symbol));
  const listed = new Set(
    (
      await db
        .select({ orderHash: activity.orderHash })
        .from(activity)
        .where(and(eq(activity.chain, chain.symbol), eq(activity.kind, 'list')))
    ).map((row) => row.orderHash),
  );
  for (const order of book) {
    if (!listed.has(order.orderHash)) problems.push(`order ${order.orderHash} has no list activity`);
    const [, isCancelled, totalFilled, totalSize] = await client.readContract({
      address: seaport,
      abi: seaportAbi,
      functionName: 'getOrderStatus',
      args: [order.orderHash as Hex],
    });
    const quantity = BigInt(order.quantity);
    const filledOnChain = totalSize === 0n ? 0n : (quantity * totalFilled) / totalSize;
    if (BigInt(order.filledQuantity) !== filledOnChain) {
      problems.push(`order ${order.orderHash}: filled ${order.filledQuantity} in the book, ${filledOnChain} on chain`);
    }
    const soldOut = totalSize > 0n && totalFilled === totalSize;
    if ((order.status === 'filled') !== soldOut)
      problems.push(`order ${order.orderHash}: status ${order.status}, sold out on chain: ${soldOut}`);
    if (isCancelled && order.status !== 'cancelled')
      problems.push(`order ${order.orderHash}: cancelled on chain, ${order.status} in the book`);
  }

  const logs = await client.getContractEvents({ address: seaport, abi: seaportAbi, eventName: 'OrderFulfilled', fromBlock: 0n });
  const fillRows = await db.select({ txHash: fills.txHash, logIndex: fills.logIndex }).from(fills).where(eq(fills.chain, chain.symbol));
  const saleRows = await db
    .select({ txHash: activity.txHash, logIndex: activity.logIndex })
    .from(activity)
    .where(and(eq(activity.chain, chain.symbol), eq(activity.kind, 'sale')));
  const count = (rows: { txHash: string | null; logIndex: number | null }[]) => {
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(`${row.txHash}/${row.logIndex}`, (counts.get(`${row.txHash}/${row.logIndex}`) ?? 0) + 1);
    return counts;
  };
  const [fillCounts, saleCounts] = [count(fillRows), count(saleRows)];
  for (const log of logs) {
    const key = `${log.transactionHash.toLowerCase()}/${log.logIndex}`;
    if (fillCounts.get(key) !== 1) problems.push(`OrderFulfilled ${key}: ${fillCounts.get(key) ?? 0} fill rows`);
    if (saleCounts.get(key) !== 1) problems.push(`OrderFulfilled ${key}: ${saleCounts.get(key) ?? 0} sale rows`);
  }
  if (fillRows.length !== logs.length) problems.push(`${fillRows.length} fill rows for ${logs.length} OrderFulfilled logs`);
  if (saleRows.length !== logs.length) problems.push(`${saleRows.length} sale rows for ${logs.length} OrderFulfilled logs`);

  const now = new Date();
  const expected = new Map<string, { orderHash: string; price: bigint; createdAt: Date }>();
  for (const order of book) {
    const live = order.side === 'listing' && order.status === 'active' && order.startTime <= now && order.endTime > now;
    if (!live || order.kind !== 'fixed') continue;
    const key = `${order.contractAddress}/${order.tokenId}`;
    const price = BigInt(order.startPrice) / BigInt(order.quantity);
    const current = expected.get(key);
    if (!current || price < current.price || (price === current.price && order.createdAt < current.createdAt)) {
      expected.set(key, { orderHash: order.orderHash, price, createdAt: order.createdAt });
    }
  }
  const cached = await db
    .select({
      contractAddress: nfts.contractAddress,
      tokenId: sql<string>`${nfts.tokenId}::text`,
      orderHash: nfts.bestListingOrderHash,
      price: nfts.bestListingPrice,
    })
    .from(nfts)
    .where(eq(nfts.chain, chain.symbol));
  for (const nft of cached) {
    const want = expected.get(`${nft.contractAddress}/${nft.tokenId}`);
    const got = nft.orderHash === null ? null : `${nft.orderHash} at ${nft.price}`;
    const wanted = want ? `${want.orderHash} at ${want.price}` : null;
    if (got !== wanted) problems.push(`nft ${nft.contractAddress}/${nft.tokenId}: best listing ${got}, recomputed ${wanted}`);
  }
  return { problems, orders: book.length, fulfilledOnChain: logs.length };
}
