import type { QueryLatency } from './query-latency';

type Side = { requestsPerSecond: number[]; medianRequestsPerSecond: number; latencyP50Ms: number; latencyP99Ms: number };

/** One data size: how it was loaded, the load result of both sides, and each query alone. */
export type SizeRun = {
  nfts: number;
  rows: Record<string, number>;
  /** Seconds to grow the data set to this size (not part of any ratio); null when reused. */
  loadSeconds: number | null;
  loadAverage1m: { before: number; after: number };
  responseBytes: { reference: number; subjectMedian: number };
  requestsPerRound: { subject: number[]; reference: number[] };
  subject: Side;
  reference: Side;
  ratio: number;
  distinctPaths: number;
  /** Median of every request of the one-connection pass (all queries, all pages). */
  oneConnectionP50Ms: number;
  queries: QueryLatency[];
  skippedQueries: string[];
};

export type ApiReadResult = {
  name: 'api-read';
  date: string;
  subject: string;
  reference: string;
  database: string;
  load: string;
  target: { ratio: number; p99Ms: number; p50Growth: number };
  machine: { node: string; cpus: number };
  code: { commit: string; uncommittedFiles: string[] };
  runs: SizeRun[];
  summary: {
    nfts: number;
    ratio: number;
    latencyP50Ms: number;
    latencyP99Ms: number;
    p50Growth: number | null;
    oneConnectionP50Growth: number | null;
    ratioMet: boolean;
    p99Met: boolean;
    p50GrowthMet: boolean | null;
  };
};

const yesNo = (met: boolean | null) => (met === null ? 'not measured' : met ? 'yes' : 'no');
const count = (n: number) => n.toLocaleString('en-US');
const queryString = (query: Record<string, string>) => new URLSearchParams(query).toString();

/** The human table of bench/results/api-read.md; `findings` (the profile write-up) goes at the end. */
export function apiReadTable(result: ApiReadResult, findings = ''): string {
  const { summary, target, runs } = result;
  const largest = runs.at(-1)!;
  return [
    '# Benchmark: api-read',
    '',
    `${result.date} · ${result.database} · Node ${result.machine.node} · ${result.machine.cpus} CPUs · ${result.load}`,
    '',
    `Subject: ${result.subject}. Reference: ${result.reference}.`,
    '',
    `Code measured: commit ${result.code.commit.slice(0, 12)}${result.code.uncommittedFiles.length === 0 ? '' : ` with ${result.code.uncommittedFiles.length} uncommitted API/database files of sessions working at the same time (listed in api-read.json)`}.`,
    '',
    `Targets: throughput ratio >= ${target.ratio} and p99 <= ${target.p99Ms} ms at 32 connections with ${count(summary.nfts)} NFTs; p50 grows < ${target.p50Growth}x from ${count(runs[0]!.nfts)} to ${count(summary.nfts)} NFTs.`,
    '',
    '| target | measured | met |',
    '|---|---|---|',
    `| throughput ratio >= ${target.ratio} | ${summary.ratio} | ${yesNo(summary.ratioMet)} |`,
    `| p99 <= ${target.p99Ms} ms | ${summary.latencyP99Ms} ms | ${yesNo(summary.p99Met)} |`,
    `| p50 growth < ${target.p50Growth}x (32 connections) | ${summary.p50Growth ?? '-'}x | ${yesNo(summary.p50GrowthMet)} |`,
    `| (for comparison) p50 growth of the queries alone, one connection | ${summary.oneConnectionP50Growth ?? '-'}x | - |`,
    '',
    '## Per data size',
    '',
    '| NFTs | active listings | load (s) | load avg 1m (before/after) | subject req/s (median) | reference req/s (median) | ratio | subject p50 / p99 (ms) | reference p50 / p99 (ms) | one connection p50 (ms) | body bytes (reference / subject median) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${count(r.nfts)} | ${count(r.rows.activeListings ?? 0)} | ${r.loadSeconds ?? 'reused'} | ${r.loadAverage1m.before} / ${r.loadAverage1m.after} | ${r.subject.medianRequestsPerSecond} | ${r.reference.medianRequestsPerSecond} | ${r.ratio} | ${r.subject.latencyP50Ms} / ${r.subject.latencyP99Ms} | ${r.reference.latencyP50Ms} / ${r.reference.latencyP99Ms} | ${r.oneConnectionP50Ms} | ${r.responseBytes.reference} / ${r.responseBytes.subjectMedian} |`,
    ),
    '',
    `Rows at ${count(largest.nfts)} NFTs: ${Object.entries(largest.rows)
      .map(([table, n]) => `${table} ${count(n)}`)
      .join(', ')}.`,
    '',
    '## Each query alone (one connection, median of every page read, in ms)',
    '',
    `| query | parameters | pages | ${runs.map((r) => `${count(r.nfts)} NFTs`).join(' | ')} |`,
    `|---|---|---|${runs.map(() => '---|').join('')}`,
    ...largest.queries.map((q) => {
      const cells = runs.map((r) => {
        const found = r.queries.find((other) => other.name === q.name);
        return found ? `${found.medianMs} (first page ${found.firstPageMs})` : '-';
      });
      return `| ${q.name} | \`${queryString(q.query)}\` | ${q.pagesRead} | ${cells.join(' | ')} |`;
    }),
    '',
    largest.skippedQueries.length === 0 ? 'Every query of the mix ran.' : `Not in the API's OpenAPI document when this ran, so left out: ${largest.skippedQueries.join('; ')}.`,
    '',
    findings,
  ].join('\n');
}
