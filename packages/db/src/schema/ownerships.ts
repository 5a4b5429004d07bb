import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { address, at, blockRef, chain, lowercaseHex, uint256, updatedAt } from './columns';

/**
 * Who holds how many of each token (ERC-721 and NRC-721 balances are 0 or 1). Keyed by the
 * on-chain identity rather than `nfts.id`, so the indexer can apply a transfer before the NFT's
 * metadata row exists. The block columns name the last block that changed the balance; on a reorg
 * the indexer recomputes affected balances from the surviving transfer activity.
 */
export const ownerships = pgTable(
  'ownerships',
  {
    chain: chain().notNull(),
    contractAddress: address('contract_address').notNull(),
    tokenId: uint256('token_id').notNull(),
    owner: address('owner').notNull(),
    balance: uint256('balance').notNull(),
    acquiredAt: at('acquired_at').notNull(),
    ...blockRef(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'ownerships_pkey', columns: [t.chain, t.contractAddress, t.tokenId, t.owner] }),
    index('ownerships_owner_idx')
      .on(t.owner, t.chain, t.contractAddress, t.tokenId)
      .where(sql`balance > 0`),
    // The account page's "collected" tab: an owner's newest holdings first, straight from the index.
    index('ownerships_owner_acquired_idx')
      .on(t.owner, t.acquiredAt, t.chain, t.contractAddress, t.tokenId)
      .where(sql`balance > 0`),
    index('ownerships_block_idx').on(t.chain, t.blockNumber),
    check('ownerships_balance_non_negative', sql`${t.balance} >= 0`),
    lowercaseHex('ownerships_contract_lowercase', t.contractAddress),
    lowercaseHex('ownerships_owner_lowercase', t.owner),
  ],
);
