// Prints the slowest test files from the Vitest JSON reports in a directory (test-results/), so the
// next person sees which files to make faster. Used by `npm test` and at the end of `.ci/run`.
import { relative } from 'node:path';
import { vitestReports } from './vitest-reports.mjs';

export function slowestFiles(dir, count) {
  const rows = [];
  // .ci/run runs two `npm test` at once (decision 060): the other may be writing its report right now.
  const unreadable = (name) => console.log(`(${name} is being written, so its files are not in this list)`);
  for (const { label, report } of vitestReports(dir, unreadable)) {
    for (const file of report.testResults ?? []) {
      rows.push({ file: relative(process.cwd(), file.name), run: label, seconds: (file.endTime - file.startTime) / 1000 });
    }
  }
  return rows.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

export function printSlowestFiles(dir, count) {
  const rows = slowestFiles(dir, count);
  if (rows.length === 0) return;
  console.log(`\n==> The ${rows.length} slowest test files`);
  for (const row of rows) console.log(`${row.seconds.toFixed(1).padStart(8)} s  ${row.file}  (${row.run})`);
}

// `node scripts/lib/slowest-files.mjs [dir] [count]`
if (import.meta.url === `file://${process.argv[1]}`) printSlowestFiles(process.argv[2] ?? 'test-results', Number(process.argv[3] ?? 10));
