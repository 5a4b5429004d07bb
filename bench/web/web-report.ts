import type { PageMeasure, Profile } from './lighthouse-run';

export type WebTargets = typeof targets;

/** The issue's targets: Lighthouse scores out of 100, CLS unitless, first-load JS in bytes as sent. */
export const targets = {
  performance: { mobile: 90, desktop: 95 },
  accessibility: 95,
  cumulativeLayoutShift: 0.1,
  firstLoadJsBytes: 200 * 1024,
};

export type PageRow = { page: string; path: string; profile: Profile; runs: PageMeasure[]; median: PageMeasure };

export type WebResult = {
  benchmark: 'web';
  date: string;
  commit: string;
  database: string;
  node: string;
  cpus: number;
  loadAverageBefore: number;
  loadAverageAfter: number;
  /** Load average above 2 before or after: scores are noisy and not used for "target met". */
  busy: boolean;
  runsPerPage: number;
  /** The median of every run's Lighthouse benchmark index: how fast this host was (see PageMeasure). */
  benchmarkIndex: number;
  targets: WebTargets;
  rows: (PageRow & { targetMet: boolean })[];
};

export function meetsTargets(row: PageRow): boolean {
  const { median } = row;
  return (
    median.performance >= targets.performance[row.profile] &&
    median.accessibility >= targets.accessibility &&
    median.cumulativeLayoutShift < targets.cumulativeLayoutShift &&
    median.firstLoadJsBytes <= targets.firstLoadJsBytes
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export function toMarkdown(result: WebResult): string {
  const lines = [
    '# Benchmark: web',
    '',
    `${result.date} · commit ${result.commit} · ${result.database} · Node ${result.node} · ${result.cpus} CPUs · load average ${result.loadAverageBefore.toFixed(1)} before, ${result.loadAverageAfter.toFixed(1)} after${result.busy ? ' · **busy machine: scores are noisy, no target is claimed as met**' : ''}`,
    '',
    `Lighthouse ${'(npm `lighthouse`)'} with Debian's Chromium against the marketplace as \`npm start\` runs it (demo data, production build served by the API), ${result.runsPerPage} run(s) per page and profile, median shown. Mobile: Lighthouse's default (simulated slow 4G, 4x CPU slowdown); desktop: its desktop preset. Lighthouse's benchmark index of this host: ${result.benchmarkIndex} (median of every run; the 4x slowdown multiplies the host's own task times, so mobile scores compare only between runs of a similar index).`,
    `Targets: performance >= ${targets.performance.mobile} mobile / >= ${targets.performance.desktop} desktop, accessibility >= ${targets.accessibility}, CLS < ${targets.cumulativeLayoutShift}, first-load JS <= ${kb(targets.firstLoadJsBytes)} as sent.`,
    '',
    '| page | profile | performance | accessibility | CLS | LCP | TBT | main-thread work | bytes sent | first-load JS (sent) | target met |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...result.rows.map(
      ({ page, profile, median: m, targetMet }) =>
        `| ${page} | ${profile} | ${m.performance} | ${m.accessibility} | ${m.cumulativeLayoutShift} | ${(m.largestContentfulPaintMs / 1000).toFixed(1)} s | ${m.totalBlockingTimeMs} ms | ${(m.mainThreadWorkMs / 1000).toFixed(1)} s | ${kb(m.totalBytesSent)} | ${kb(m.firstLoadJsBytes)} | ${result.busy ? 'not judged (busy)' : targetMet ? 'yes' : 'no'} |`,
    ),
    '',
    'Failed accessibility audits (median run):',
    '',
    ...result.rows.map(
      ({ page, profile, median: m }) =>
        `- ${page} ${profile}: ${m.failedAccessibilityAudits.length > 0 ? m.failedAccessibilityAudits.join(', ') : 'none'}`,
    ),
    '',
    'Scripts of the load (median run, largest first, as sent):',
    '',
    ...result.rows.map(({ page, profile, median: m }) => `- ${page} ${profile}: ${m.scripts.join(', ')}`),
    '',
    'Elements that moved (median run, Lighthouse layout-shifts):',
    '',
    ...result.rows.map(
      ({ page, profile, median: m }) => `- ${page} ${profile}: ${m.layoutShifts.length > 0 ? m.layoutShifts.join('; ') : 'none'}`,
    ),
    '',
  ];
  return lines.join('\n');
}
