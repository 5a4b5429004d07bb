/**
 * A PostgreSQL array literal of these values, every element quoted (so any text is safe), null as
 * NULL: one text parameter cast to a typed array (`${arrayLiteral(xs)}::numeric[]`) and read back
 * with `unnest`. Parsing typed arrays costs the server less than half of `json_to_recordset` over
 * the same rows, and the parameter is less than half the size (docs/decisions/059-indexer-write-path.md).
 */
export function arrayLiteral(values: readonly (string | number | boolean | null)[]): string {
  return `{${values.map((value) => (value === null ? 'NULL' : `"${String(value).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}
