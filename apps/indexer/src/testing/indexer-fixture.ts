import { asc, eq } from 'drizzle-orm';
import { activity, contracts, operatorApprovals, ownerships, type Database } from '@nft/db';
import type { TestChain } from '@nft/devnet/testing';

/** Registers a test chain's platform contracts the way the demo seed does. */
export async function registerPlatformContracts(db: Database, symbol: string, chain: TestChain): Promise<void> {
  await db
    .insert(contracts)
    .values([
      { chain: symbol, address: chain.deployment.erc721.toLowerCase(), standard: 'ERC-721', isPlatform: true },
      { chain: symbol, address: chain.deployment.erc1155.toLowerCase(), standard: 'ERC-1155', isPlatform: true },
    ])
    .onConflictDoNothing();
}

/** The chain-derived state of one chain, in a stable order, for before/after comparisons. */
export async function derivedState(db: Database, symbol: string) {
  const holders = await db
    .select({ contract: ownerships.contractAddress, tokenId: ownerships.tokenId, owner: ownerships.owner, balance: ownerships.balance, blockHash: ownerships.blockHash })
    .from(ownerships)
    .where(eq(ownerships.chain, symbol))
    .orderBy(asc(ownerships.contractAddress), asc(ownerships.tokenId), asc(ownerships.owner));
  const ledger = await db
    .select({ kind: activity.kind, contract: activity.contractAddress, tokenId: activity.tokenId, from: activity.fromAddress, to: activity.toAddress, quantity: activity.quantity, txHash: activity.txHash, logIndex: activity.logIndex, batchIndex: activity.batchIndex })
    .from(activity)
    .where(eq(activity.chain, symbol))
    .orderBy(asc(activity.blockNumber), asc(activity.logIndex), asc(activity.batchIndex));
  const approvals = await db
    .select({ contract: operatorApprovals.contractAddress, owner: operatorApprovals.owner, operator: operatorApprovals.operator, approved: operatorApprovals.approved })
    .from(operatorApprovals)
    .where(eq(operatorApprovals.chain, symbol))
    .orderBy(asc(operatorApprovals.contractAddress), asc(operatorApprovals.owner), asc(operatorApprovals.operator));
  return { holders, ledger, approvals };
}
