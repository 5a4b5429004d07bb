import { Badge } from '@mantine/core';

// A fixed hue per chain symbol, so a chain looks the same on every card and page.
const palette = ['blue', 'grape', 'teal', 'orange', 'indigo', 'pink', 'cyan', 'lime'] as const;

function colorOf(symbol: string): (typeof palette)[number] {
  let hash = 0;
  for (const char of symbol) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return palette[hash % palette.length] ?? 'blue';
}

/**
 * Which chain an item lives on: its name, with the symbol for assistive tech and tests. The hue tints
 * the background; the text is dark, since Mantine's light-variant text (shade 6) on its own tint is
 * as low as 1.9:1 (lime) where small text needs 4.5:1.
 */
export function ChainBadge({ symbol, name }: { symbol: string; name: string }) {
  return (
    <Badge
      size="sm"
      variant="light"
      color={colorOf(symbol)}
      c="dark.7"
      radius="sm"
      data-chain-badge={symbol}
      title={symbol}
      // A long chain name may end in "…" where the row is narrow (theme.module.css keeps other badges whole).
      style={{ minWidth: 0 }}
    >
      {name}
    </Badge>
  );
}
