import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface TokenRef {
  contractAddress: string;
  tokenId: string;
}

/** `chain = ? and (contract, token) in (...)` over any table keyed by on-chain token identity. */
export function tokenFilter(
  columns: { chain: PgColumn; contractAddress: PgColumn; tokenId: PgColumn },
  chain: string,
  tokens: TokenRef[],
): SQL | undefined {
  const tuples = tokens.map((t) => sql`(${t.contractAddress}, ${t.tokenId}::numeric)`);
  return and(eq(columns.chain, chain), sql`(${columns.contractAddress}, ${columns.tokenId}) in (${sql.join(tuples, sql`, `)})`);
}

/** Distinct tokens, in first-seen order. */
export function uniqueTokens(tokens: TokenRef[]): TokenRef[] {
  const seen = new Map<string, TokenRef>();
  for (const t of tokens) seen.set(`${t.contractAddress}|${t.tokenId}`, { contractAddress: t.contractAddress, tokenId: t.tokenId });
  return [...seen.values()];
}
