import { asc, eq } from 'drizzle-orm';
import { activity, operatorApprovals, ownerships, type Database } from '@nft/db';
import type { TestChain } from '@nft/devnet/testing';
import { registerPlatformContracts as registerFromChains } from '../chains/register-platform-contracts';

/** Registers a test chain's platform contracts exactly as a started marketplace does. */
export async function registerPlatformContracts(db: Database, symbol: string, chain: TestChain): Promise<void> {
  const platformContracts = [
    { address: chain.deployment.erc721, standard: 'ERC-721' as const },
    { address: chain.deployment.erc1155, standard: 'ERC-1155' as const },
  ];
  await registerFromChains(db, [{ symbol, rpcUrl: chain.rpcUrl, platformContracts }]);
}

/** The chain-derived state of one chain, in a stable order, for before/after comparisons. */
export async function derivedState(db: Database, symbol: string) {
  const holders = await db
    .select({
      contract: ownerships.contractAddress,
      tokenId: ownerships.tokenId,
      owner: ownerships.owner,
      balance: ownerships.balance,
      blockHash: ownerships.blockHash,
    })
    .from(ownerships)
    .where(eq(ownerships.chain, symbol))
    .orderBy(asc(ownerships.contractAddress), asc(ownerships.tokenId), asc(ownerships.owner));
  const ledger = await db
    .select({
      kind: activity.kind,
      contract: activity.contractAddress,
      tokenId: activity.tokenId,
      from: activity.fromAddress,
      to: activity.toAddress,
      quantity: activity.quantity,
      txHash: activity.txHash,
      logIndex: activity.logIndex,
      batchIndex: activity.batchIndex,
    })
    .from(activity)
    .where(eq(activity.chain, symbol))
    .orderBy(asc(activity.blockNumber), asc(activity.logIndex), asc(activity.batchIndex));
  const approvals = await db
    .select({
      contract: operatorApprovals.contractAddress,
      owner: operatorApprovals.owner,
      operator: operatorApprovals.operator,
      approved: operatorApprovals.approved,
    })
    .from(operatorApprovals)
    .where(eq(operatorApprovals.chain, symbol))
    .orderBy(asc(operatorApprovals.contractAddress), asc(operatorApprovals.owner), asc(operatorApprovals.operator));
  return { holders, ledger, approvals };
}
