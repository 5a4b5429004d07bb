import { pgEnum, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { address, at, chainFamily, createdAt, id, lowercaseHex } from './columns';

/** Admins moderate (hide, verify, review migrations and reports); everyone else is a user. */
export const accountRole = pgEnum('account_role', ['user', 'admin']);

/**
 * A wallet address that has signed in at least once. Chain-derived rows (owners, makers, creators)
 * store plain addresses instead, so they never wait for a sign-in to exist.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    address: address('address').notNull(),
    family: chainFamily('family').notNull(),
    role: accountRole('role').notNull().default('user'),
    createdAt: createdAt(),
    lastLoginAt: at('last_login_at'),
    // When the account last opened its notifications: those after it are unread (docs/product.md "Notifications").
    notificationsReadAt: at('notifications_read_at'),
  },
  (t) => [uniqueIndex('accounts_address_key').on(t.address), lowercaseHex('accounts_address_lowercase', t.address)],
);
