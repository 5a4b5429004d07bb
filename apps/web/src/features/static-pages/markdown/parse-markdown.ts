// A small Markdown reader for the legal texts and guides (docs/decisions/039-legal-texts-guides-and-footer-links.md).
// It returns plain data that markdown-view.tsx turns into React elements: no HTML string is ever built or
// injected, so an operator's file (or a hostile one) can only ever show text and safe links.

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: SafeHref; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'table'; header: Inline[][]; rows: Inline[][][] }
  | { kind: 'quote'; children: Inline[] }
  | { kind: 'rule' };

/** internal: a path of this app (router link); external: http(s) or mailto, opened without a handle on the app. */
export type SafeHref = { kind: 'internal' | 'external'; href: string };

/** Only web and mail addresses and the app's own paths are links; `javascript:` and the like stay text. */
export function safeHref(raw: string): SafeHref | undefined {
  const href = raw.trim();
  if (/^\/(?!\/)/.test(href)) return { kind: 'internal', href };
  if (/^(https?:\/\/|mailto:)/i.test(href) && URL.canParse(href)) return { kind: 'external', href };
  return undefined;
}

const inlinePatterns: { kind: 'code' | 'link' | 'strong' | 'em'; pattern: RegExp }[] = [
  { kind: 'code', pattern: /`([^`]+)`/ },
  { kind: 'link', pattern: /\[([^\]]+)\]\(([^)\s]+)\)/ },
  { kind: 'strong', pattern: /\*\*(.+?)\*\*/ },
  { kind: 'em', pattern: /(?<![\w*])[*_](?![\s*_])(.+?)(?<![\s*_])[*_](?![\w*])/ },
];

export function parseInline(source: string): Inline[] {
  const nodes: Inline[] = [];
  let rest = source;
  while (rest !== '') {
    let first: { kind: (typeof inlinePatterns)[number]['kind']; match: RegExpExecArray } | undefined;
    for (const { kind, pattern } of inlinePatterns) {
      const match = pattern.exec(rest);
      if (match && (!first || match.index < first.match.index)) first = { kind, match };
    }
    if (!first) {
      nodes.push({ kind: 'text', text: rest });
      break;
    }
    const { kind, match } = first;
    if (match.index > 0) nodes.push({ kind: 'text', text: rest.slice(0, match.index) });
    const inner = match[1]!;
    if (kind === 'code') nodes.push({ kind: 'code', text: inner });
    else if (kind === 'link') {
      const href = safeHref(match[2]!);
      if (href) nodes.push({ kind: 'link', href, children: parseInline(inner) });
      else nodes.push({ kind: 'text', text: match[0] });
    } else nodes.push({ kind, children: parseInline(inner) });
    rest = rest.slice(match.index + match[0].length);
  }
  return nodes;
}

const listItem = /^\s{0,3}([-*+]|\d{1,9}[.)])\s+(.*)$/;
const tableRow = /^\s*\|(.*)\|\s*$/;
const tableSeparator = /^\s*\|(\s*:?-{3,}:?\s*\|)+\s*$/;

function cells(line: string): Inline[][] {
  return tableRow
    .exec(line)![1]!
    .split('|')
    .map((cell) => parseInline(cell.trim()));
}

/** Reads headings, paragraphs, lists, pipe tables, quotes and rules; anything else is text. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    const heading = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const level = Math.min(heading[1]!.length, 4) as 1 | 2 | 3 | 4;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2]!) });
      index += 1;
      continue;
    }
    if (/^\s{0,3}([-*_])(\s*\1){2,}\s*$/.test(line)) {
      blocks.push({ kind: 'rule' });
      index += 1;
      continue;
    }
    if (tableRow.test(line) && tableSeparator.test(lines[index + 1] ?? '')) {
      const header = cells(line);
      const rows: Inline[][][] = [];
      index += 2;
      while (index < lines.length && tableRow.test(lines[index]!)) rows.push(cells(lines[index++]!));
      blocks.push({ kind: 'table', header, rows });
      continue;
    }
    const item = listItem.exec(line);
    if (item) {
      const ordered = /\d/.test(item[1]!);
      const items: string[] = [];
      while (index < lines.length) {
        const current = lines[index]!;
        const next = listItem.exec(current);
        if (next && /\d/.test(next[1]!) === ordered) items.push(next[2]!);
        // An indented line continues the item above it.
        else if (/^\s{2,}\S/.test(current) && items.length > 0) items[items.length - 1] += ` ${current.trim()}`;
        else break;
        index += 1;
      }
      blocks.push({ kind: 'list', ordered, items: items.map(parseInline) });
      continue;
    }
    if (/^\s{0,3}>/.test(line)) {
      const quoted: string[] = [];
      while (index < lines.length && /^\s{0,3}>/.test(lines[index]!)) quoted.push(lines[index++]!.replace(/^\s{0,3}>\s?/, ''));
      blocks.push({ kind: 'quote', children: parseInline(quoted.join(' ')) });
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length) {
      const current = lines[index]!;
      if (current.trim() === '') break;
      // The first line is always this paragraph's (a lone `| a |` row without a separator is text).
      if (paragraph.length > 0 && (/^\s{0,3}(#{1,6}\s|>)/.test(current) || listItem.test(current) || tableRow.test(current))) break;
      paragraph.push(current.trim());
      index += 1;
    }
    blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}
