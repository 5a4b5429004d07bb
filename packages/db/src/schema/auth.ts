import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { address, at, chain, createdAt, id, lowercaseHex, ref } from './columns';

/**
 * One-time sign-in challenges. A nonce is consumed by a single
 * `update ... set consumed_at = now() where consumed_at is null and expires_at > now()`,
 * so a replayed signature finds nothing to consume.
 */
export const loginNonces = pgTable(
  'login_nonces',
  {
    nonce: varchar('nonce', { length: 64 }).primaryKey(),
    address: address('address').notNull(),
    chain: chain().notNull(),
    // The exact text handed out: the server compares it instead of trusting the posted message.
    message: text('message').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    index('login_nonces_expires_at_idx').on(t.expiresAt),
    check('login_nonces_expiry_after_creation', sql`${t.expiresAt} > ${t.createdAt}`),
    lowercaseHex('login_nonces_address_lowercase', t.address),
  ],
);

/**
 * Signed-in sessions. Only the SHA-256 of the bearer token is stored, so a database leak does not
 * hand out live sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    chain: chain().notNull(),
    wallet: varchar('wallet', { length: 32 }).notNull(),
    // Signed by a contract wallet (EIP-1271 / ERC-6492): its signature proves control on this chain
    // only, so the session acts only on `chain` (docs/security.md, contract-wallet sessions).
    chainBound: boolean('chain_bound').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_account_id_idx').on(t.accountId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    check('sessions_token_hash_hex', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
