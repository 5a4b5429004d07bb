import { pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { address, blockRef, chain, lowercaseHex, uint256, updatedAt } from './columns';

/**
 * Each maker's current Seaport counter per chain, from `CounterIncremented` logs. Intake refuses
 * orders at any other counter, and an increment cancels every open order at an older one.
 */
export const seaportCounters = pgTable(
  'seaport_counters',
  {
    chain: chain().notNull(),
    maker: address('maker').notNull(),
    counter: uint256('counter').notNull(),
    ...blockRef(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'seaport_counters_pkey', columns: [t.chain, t.maker] }),
    lowercaseHex('seaport_counters_maker_lowercase', t.maker),
  ],
);
