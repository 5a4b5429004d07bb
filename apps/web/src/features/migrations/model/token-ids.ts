// The token ids of a batch migration (docs/product.md "Batch migration"; spec section 3: consecutive from/to or a
// non-consecutive list). Token ids are uint256, so they stay decimal strings and are compared as bigints.

const maxUint256 = (1n << 256n) - 1n;
const decimal = /^\d{1,78}$/;

/** A uint256 in canonical decimal ("007" -> "7"), or undefined for anything else. */
export function canonicalTokenId(text: string): string | undefined {
  const trimmed = text.trim();
  if (!decimal.test(trimmed)) return undefined;
  const value = BigInt(trimmed);
  return value <= maxUint256 ? value.toString() : undefined;
}

export type ParsedTokenIdList = {
  /** Distinct ids in the order they first appear. */
  ids: string[];
  /** Entries that are not uint256 decimals, as written (the first few are shown to the user). */
  invalid: string[];
  /** Entries that repeat an earlier id. */
  duplicates: number;
};

// A pasted list or an uploaded text/CSV file: one id per line, or separated by commas, semicolons, tabs or spaces.
const separators = /[\s,;]+/;

/**
 * Reads a pasted list or the text of an uploaded file. A first line without any id is a CSV header ("token_id")
 * and is skipped; quotes around values (as spreadsheets write them) are dropped.
 */
export function parseTokenIdList(text: string): ParsedTokenIdList {
  const lines = text.split(/\r?\n/);
  const entriesOf = (line: string) =>
    line
      .split(separators)
      .map((entry) => entry.trim().replace(/^["']|["']$/g, ''))
      .filter((entry) => entry !== '');
  const firstWithEntries = lines.findIndex((line) => entriesOf(line).length > 0);
  const header = firstWithEntries >= 0 && entriesOf(lines[firstWithEntries]!).every((entry) => canonicalTokenId(entry) === undefined);
  const seen = new Set<string>();
  const result: ParsedTokenIdList = { ids: [], invalid: [], duplicates: 0 };
  lines.forEach((line, index) => {
    if (header && index === firstWithEntries) return;
    for (const entry of entriesOf(line)) {
      const id = canonicalTokenId(entry);
      if (id === undefined) result.invalid.push(entry);
      else if (seen.has(id)) result.duplicates += 1;
      else {
        seen.add(id);
        result.ids.push(id);
      }
    }
  });
  return result;
}

/** How many token ids `from`..`to` (both included) covers, or undefined when either end is not a uint256 or from > to. */
export function rangeSize(from: string, to: string): bigint | undefined {
  const start = canonicalTokenId(from);
  const end = canonicalTokenId(to);
  if (start === undefined || end === undefined) return undefined;
  const size = BigInt(end) - BigInt(start) + 1n;
  return size > 0n ? size : undefined;
}

export type TokenIdProblem =
  | { kind: 'required' }
  | { kind: 'not_a_token_id'; value: string }
  | { kind: 'range_reversed' }
  | { kind: 'range_too_large'; size: string; max: number }
  | { kind: 'list_empty' }
  | { kind: 'list_invalid'; values: string[]; count: number }
  | { kind: 'list_too_long'; count: number; max: number };

/** The first problem of a consecutive range under the API's size limit, or null when it can be submitted. */
export function checkRange(from: string, to: string, maxRange: number): { field: 'from' | 'to'; problem: TokenIdProblem } | null {
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value.trim() === '') return { field, problem: { kind: 'required' } };
    if (canonicalTokenId(value) === undefined) return { field, problem: { kind: 'not_a_token_id', value: value.trim() } };
  }
  const size = rangeSize(from, to);
  if (size === undefined) return { field: 'to', problem: { kind: 'range_reversed' } };
  if (size > BigInt(maxRange)) return { field: 'to', problem: { kind: 'range_too_large', size: size.toString(), max: maxRange } };
  return null;
}

/** The first problem of a non-consecutive list under the API's length limit, or null when it can be submitted. */
export function checkList(parsed: ParsedTokenIdList, maxList: number): TokenIdProblem | null {
  if (parsed.invalid.length > 0) return { kind: 'list_invalid', values: parsed.invalid.slice(0, 3), count: parsed.invalid.length };
  if (parsed.ids.length === 0) return { kind: 'list_empty' };
  if (parsed.ids.length > maxList) return { kind: 'list_too_long', count: parsed.ids.length, max: maxList };
  return null;
}
