// The Vitest JSON reports in a directory (test-results/), each with its run's label ("node-pglite" for
// vitest-node-pglite.json). Read by the slowest-files list and the failed-tests summary.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `[{ label, report }]`; a report that does not parse is passed to `onUnreadable(name)` and left out. */
export function vitestReports(dir, onUnreadable = () => undefined) {
  if (!existsSync(dir)) return [];
  const reports = [];
  for (const name of readdirSync(dir).filter((file) => /^vitest-.*\.json$/.test(file))) {
    try {
      reports.push({ label: name.replace(/^vitest-|\.json$/g, ''), report: JSON.parse(readFileSync(join(dir, name), 'utf8')) });
    } catch {
      onUnreadable(name);
    }
  }
  return reports;
}
