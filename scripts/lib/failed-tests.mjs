// Lists the failed tests in the Vitest JSON reports of a directory (test-results/), each with the first lines of its
// message. `.ci/run` prints this last: CI keeps only the tail of its log, and the PostgreSQL pass's output printed
// after the first run's pushed a failure of that run out of sight (the seventeenth session's stop).
import { relative } from 'node:path';
import { vitestReports } from './vitest-reports.mjs';

const MESSAGE_LINES = 6;

/** First lines of a failure message, without colour codes. */
function shortMessage(message = '') {
  return message
    .replace(/\x1b\[[0-9;]*m/g, '') // eslint-disable-line no-control-regex -- colour codes in Vitest's messages
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, MESSAGE_LINES)
    .map((line) => `      ${line.trim()}`)
    .join('\n');
}

/** Each failed test (or test file that failed to run) as `{ run, file, name, message }`. */
export function failedTests(dir) {
  const rows = [];
  for (const { label: run, report } of vitestReports(dir)) {
    for (const file of report.testResults ?? []) {
      const path = relative(process.cwd(), file.name);
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed) rows.push({ run, file: path, name: test.fullName, message: test.failureMessages?.[0] });
      if (failed.length === 0 && file.status === 'failed') rows.push({ run, file: path, name: '(the file)', message: file.message });
    }
  }
  return rows;
}

export function printFailedTests(dir) {
  const rows = failedTests(dir);
  if (rows.length === 0) {
    console.log('\n==> No failed test in the Vitest reports (a check, build or forge step failed: see the runs above)');
    return;
  }
  console.log(`\n==> ${rows.length} failed test${rows.length === 1 ? '' : 's'}`);
  for (const row of rows) console.log(`  ${row.file} (${row.run})\n    ${row.name}\n${shortMessage(row.message)}`);
}

// `node scripts/lib/failed-tests.mjs [dir]`
if (import.meta.url === `file://${process.argv[1]}`) printFailedTests(process.argv[2] ?? 'test-results');
