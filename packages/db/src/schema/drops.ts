import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { address, at, blockNumber, chain, createdAt, hash, id, implies, lowercaseHex, ref, uint256, updatedAt } from './columns';
import { collections } from './collections';

/** Where a drop's token metadata comes from (docs/decisions/047-drops-in-the-product.md). */
export const dropArtworkKind = pgEnum('drop_artwork_kind', ['uploads', 'base_uri']);

/** One uploaded artwork of a drop: token n shows item (n - 1) mod length. */
export type DropArtworkItem = { mediaId: number; name: string | null; description: string | null };

/**
 * A drop: a collection sold by public mint from its own DropERC721 clone (docs/decisions/046-drop-contract.md).
 * The off-chain facts (the collection, the artwork, the allowlist and its root) and the sale settings as the
 * deploy transaction sets them; the clone's address is known at creation (a deterministic clone), and the
 * indexer fills in the deployment when the factory's DropCreated arrives.
 */
export const drops = pgTable(
  'drops',
  {
    id: id(),
    chain: chain().notNull(),
    creatorAddress: address('creator_address').notNull(),
    collectionId: ref('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    factoryAddress: address('factory_address').notNull(),
    contractAddress: address('contract_address').notNull(),
    /** createDrop's salt (bytes32 hex). */
    salt: hash('salt').notNull(),
    symbol: varchar('symbol', { length: 16 }).notNull(),
    artworkKind: dropArtworkKind('artwork_kind').notNull(),
    /** tokenURI(n) = base_uri + n (for uploads: the API's metadata route). */
    baseUri: text('base_uri').notNull(),
    artwork: jsonb('artwork').$type<DropArtworkItem[]>(),
    supply: integer('supply').notNull(),
    price: uint256('price').notNull(),
    /** ERC-20 address; null means the chain's native currency. */
    paymentToken: address('payment_token'),
    perWalletLimit: integer('per_wallet_limit').notNull(),
    startsAt: at('starts_at').notNull(),
    publicStartsAt: at('public_starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    allowlist: jsonb('allowlist').$type<string[]>().notNull().default([]),
    merkleRoot: hash('merkle_root'),
    royaltyBps: integer('royalty_bps').notNull().default(0),
    royaltyAddress: address('royalty_address').notNull(),
    feeBps: integer('fee_bps').notNull(),
    // Filled in by the indexer from the factory's DropCreated.
    deployedBlockNumber: blockNumber('deployed_block_number'),
    deployTxHash: hash('deploy_tx_hash'),
    deployedAt: at('deployed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('drops_chain_contract_key').on(t.chain, t.contractAddress),
    index('drops_creator_idx').on(t.creatorAddress, t.createdAt, t.id),
    index('drops_collection_idx').on(t.collectionId),
    index('drops_live_idx')
      .on(t.endsAt, t.startsAt)
      .where(sql`${t.deployedAt} is not null`),
    check('drops_supply_range', sql`${t.supply} between 1 and 10000`),
    check('drops_wallet_limit_range', sql`${t.perWalletLimit} between 1 and 100`),
    check('drops_times_ordered', sql`${t.startsAt} <= ${t.publicStartsAt} and ${t.publicStartsAt} < ${t.endsAt}`),
    check('drops_allowlist_root', implies(sql`${t.merkleRoot} is null`, sql`${t.publicStartsAt} = ${t.startsAt}`)),
    check('drops_royalty_range', sql`${t.royaltyBps} between 0 and 1000`),
    check('drops_fee_range', sql`${t.feeBps} between 0 and 1000`),
    check('drops_artwork_items', implies(sql`${t.artworkKind} = 'uploads'`, sql`${t.artwork} is not null`)),
    lowercaseHex('drops_creator_lowercase', t.creatorAddress),
    lowercaseHex('drops_contract_lowercase', t.contractAddress),
    lowercaseHex('drops_factory_lowercase', t.factoryAddress),
  ],
);
