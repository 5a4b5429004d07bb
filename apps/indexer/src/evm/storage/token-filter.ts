import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface TokenRef {
  contractAddress: string;
  tokenId: string;
}

/**
 * `chain = ? and (contract, token) is one of ...`, written as a semi-join against a VALUES list:
 * a row-constructor IN list is expanded to ORs and compared row by row, which is quadratic.
 */
export function tokenFilter(
  columns: { chain: PgColumn; contractAddress: PgColumn; tokenId: PgColumn },
  chain: string,
  tokens: TokenRef[],
): SQL | undefined {
  const tuples = tokens.map((t) => sql`(${t.contractAddress}, ${t.tokenId}::numeric)`);
  return and(
    eq(columns.chain, chain),
    sql`exists (select 1 from (values ${sql.join(tuples, sql`, `)}) as wanted(contract_address, token_id)
      where wanted.contract_address = ${columns.contractAddress} and wanted.token_id = ${columns.tokenId})`,
  );
}

/** Distinct tokens, in first-seen order. */
export function uniqueTokens(tokens: TokenRef[]): TokenRef[] {
  const seen = new Map<string, TokenRef>();
  for (const t of tokens) seen.set(`${t.contractAddress}|${t.tokenId}`, { contractAddress: t.contractAddress, tokenId: t.tokenId });
  return [...seen.values()];
}
