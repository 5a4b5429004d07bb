import { boolean, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { address, blockRef, chain, lowercaseHex, updatedAt } from './columns';

/**
 * `ApprovalForAll` state per (contract, owner, operator): whether the Seaport conduit (or the NULS
 * proxy) may move an owner's tokens. Listings go inactive when it is revoked. On a reorg the
 * indexer deletes rows from orphaned blocks and re-reads `isApprovedForAll`.
 */
export const operatorApprovals = pgTable(
  'operator_approvals',
  {
    chain: chain().notNull(),
    contractAddress: address('contract_address').notNull(),
    owner: address('owner').notNull(),
    operator: address('operator').notNull(),
    approved: boolean('approved').notNull(),
    ...blockRef(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'operator_approvals_pkey', columns: [t.chain, t.contractAddress, t.owner, t.operator] }),
    index('operator_approvals_block_idx').on(t.chain, t.blockNumber),
    lowercaseHex('operator_approvals_contract_lowercase', t.contractAddress),
    lowercaseHex('operator_approvals_owner_lowercase', t.owner),
    lowercaseHex('operator_approvals_operator_lowercase', t.operator),
  ],
);
