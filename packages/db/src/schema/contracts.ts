import { boolean, index, pgEnum, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { contractStandards } from '@nft/shared';
import { address, blockNumber, chain, createdAt, id, lowercaseHex, ref } from './columns';
import { collections } from './collections';

/** Spec names of the NFT contract standards. */
export const contractStandard = pgEnum('contract_standard', contractStandards);

/**
 * NFT contracts the indexer follows. `is_platform` marks the marketplace's shared mint contracts,
 * whose tokens belong to many collections; any other contract maps to at most one collection.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    chain: chain().notNull(),
    address: address('address').notNull(),
    standard: contractStandard('standard').notNull(),
    isPlatform: boolean('is_platform').notNull().default(false),
    collectionId: ref('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 200 }),
    symbol: varchar('symbol', { length: 64 }),
    // First block worth scanning; lets a fresh indexer skip history before deployment.
    deployedBlockNumber: blockNumber('deployed_block_number'),
    createdAt: createdAt(),
  },
  (t) => [
    // A constraint, not just an index: nfts references (chain, address).
    unique('contracts_chain_address_key').on(t.chain, t.address),
    index('contracts_collection_idx').on(t.collectionId),
    lowercaseHex('contracts_address_lowercase', t.address),
  ],
);
