/** Splits rows so one statement stays far below the 65,535 bind-parameter limit of PostgreSQL. */
export function chunked<T>(rows: readonly T[], size = 1000): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}
