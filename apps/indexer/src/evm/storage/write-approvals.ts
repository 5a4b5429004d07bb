import { sql } from 'drizzle-orm';
import { operatorApprovals, type Database } from '@nft/db';
import type { OperatorApprovalChange } from '../effects/block-effects';
import { chunked } from './chunked';

/** Latest `ApprovalForAll` state per (contract, owner, operator); logs arrive in chain order, so the last one wins. */
export async function writeApprovals(db: Database, chain: string, changes: OperatorApprovalChange[]): Promise<void> {
  const latest = new Map<string, OperatorApprovalChange>();
  for (const change of changes) latest.set(`${change.position.address}|${change.owner}|${change.operator}`, change);
  for (const chunk of chunked([...latest.values()])) {
    await db
      .insert(operatorApprovals)
      .values(
        chunk.map((c) => ({
          chain,
          contractAddress: c.position.address,
          owner: c.owner,
          operator: c.operator,
          approved: c.approved,
          blockNumber: c.position.blockNumber,
          blockHash: c.position.blockHash,
        })),
      )
      .onConflictDoUpdate({
        target: [operatorApprovals.chain, operatorApprovals.contractAddress, operatorApprovals.owner, operatorApprovals.operator],
        set: {
          approved: sql`excluded.approved`,
          blockNumber: sql`excluded.block_number`,
          blockHash: sql`excluded.block_hash`,
          updatedAt: new Date(),
        },
      });
  }
}
