import type { ReactNode } from 'react';
import classes from './scroll-table.module.css';

/**
 * A table that keeps its columns' width and scrolls sideways on a narrow screen, with the browser's own scrolling.
 * Mantine's `Table.ScrollContainer` draws its own scroll bar with ScrollArea, about 5.5 KB as sent, which the NFT page
 * loaded with its history near the first screen (docs/decisions/065-first-screen-chunks.md, "Update").
 */
export function ScrollTable({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  return (
    <div className={classes.scroll} data-scroll-table>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
