import type { AdminContestEntry } from '@nft/api-contract';

/** The CSV's columns, in order; the header row uses these names (stable for spreadsheets and scripts). */
export const contactCsvColumns = [
  'entry_id',
  'status',
  'nft_name',
  'nft_url',
  'entrant_address',
  'prize_chain',
  'prize_wallet',
  'email',
  'zip_code',
  'phone',
  'votes',
  'entered_at',
  'review_reason',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A value a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return first) is prefixed with an apostrophe: entrants type these fields
 * (OWASP "CSV injection"; docs/security.md, contest contact data).
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The entrants' contact data as CSV: the console's export, built from the one route that returns it
 * (docs/decisions/054-contest-console-and-contact-export.md). `origin` turns the NFT's page path into a full link.
 * CRLF line ends and a byte order mark, so spreadsheet programs read Japanese names as UTF-8.
 */
export function contactsCsv(entries: readonly AdminContestEntry[], origin: string): string {
  const rows = entries.map((entry) => [
    entry.id,
    entry.status,
    entry.nft.name,
    new URL(entry.nft.url, origin).toString(),
    entry.creatorAddress,
    entry.chain,
    entry.walletAddress,
    entry.contact?.email ?? null,
    entry.contact?.zipCode ?? null,
    entry.contact?.phone ?? null,
    entry.votes,
    entry.createdAt,
    entry.reviewReason,
  ]);
  const lines = [contactCsvColumns, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const contactsCsvFileName = (contestId: number) => `contest-${contestId}-entrants.csv`;
