import type { ReactNode } from 'react';
import classes from './segments-row.module.css';

/** A row of segments (a console tab's filters) that scrolls sideways on a narrow screen instead of widening the page. */
export function SegmentsRow({ children }: { children: ReactNode }) {
  return <div className={classes.row}>{children}</div>;
}
