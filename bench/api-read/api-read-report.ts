import type { QueryLatency } from './query-latency';
import { runHeader } from '../lib/run-record';

import type { RunRecord, Verdict } from '../lib/run-record';

/** One side of the load at one size: every round's figures and their medians. */
export type Side = {
  requestsPerSecond: number[];
  requestsPerRound: number[];
  medianRequestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
};

/** One data size: how it was loaded, the API on cache misses and cached, the reference, each query alone. */
export type SizeRun = {
  nfts: number;
  rows: Record<string, number>;
  /** Seconds to grow the data set to this size (not part of any ratio); null when reused. */
  loadSeconds: number | null;
  loadAverage1m: { before: number; after: number };
  /** Cores' worth of CPU other processes used during this size's rounds (bench/lib/foreign-cpu.ts). */
  foreignCpuCores: number;
  responseBytes: { reference: number; subjectMedian: number; cacheMissMedian: number };
  /** Every request a distinct query: the explore cache never answers. */
  cacheMiss: Side;
  /** The mix's paths replayed: mostly answered by the explore cache. */
  cached: Side;
  reference: Side;
  ratio: { cacheMiss: number; cached: number };
  distinctPaths: number;
  /** Median of every request of the one-connection pass (all queries, all pages, cache misses). */
  oneConnectionP50Ms: number;
  queries: QueryLatency[];
  skippedQueries: string[];
};

type Judged = { ratio: number; latencyP50Ms: number; latencyP99Ms: number; ratioMet: Verdict; p99Met: Verdict };

/** One run of the benchmark: the file holds nothing else. */
/** GET /v1/collections or GET /v1/orders at the largest size (other-lists.ts), against a reference of its own body size. */
export type OtherListRun = {
  name: string;
  paths: number;
  referenceBodyBytes: number;
  foreignCpuCores: number;
  subject: Side;
  reference: Side;
  ratio: number;
  ratioMet: Verdict;
  p99Met: Verdict;
};

export type ApiReadResult = {
  name: 'api-read';
  run: RunRecord;
  subject: string;
  reference: string;
  load: string;
  target: { ratio: number; p99Ms: number; p50Growth: number };
  runs: SizeRun[];
  otherLists: OtherListRun[];
  summary: {
    nfts: number;
    cacheMiss: Judged;
    cached: Judged;
    /** From cache misses at 32 connections. */
    p50Growth: number | null;
    oneConnectionP50Growth: number | null;
    p50GrowthMet: Verdict;
  };
};

const times = (growth: number | null) => (growth === null ? '-' : `${growth}x`);
const count = (n: number) => n.toLocaleString('en-US');
const queryString = (query: Record<string, string>) => new URLSearchParams(query).toString();

/** The human table of bench/results/api-read.md; `findings` (the profile write-up) goes at the end. */
export function apiReadTable(result: ApiReadResult, findings = ''): string {
  const { summary, target, runs } = result;
  const largest = runs.at(-1)!;
  return [
    '# Benchmark: api-read',
    '',
    runHeader(result.run),
    '',
    `Load: ${result.load}.`,
    '',
    `Subject: ${result.subject}. Reference: ${result.reference}.`,
    '',
    `Targets: throughput ratio >= ${target.ratio} and p99 <= ${target.p99Ms} ms at 32 connections with ${count(summary.nfts)} NFTs; p50 grows < ${target.p50Growth}x from ${count(runs[0]!.nfts)} to ${count(summary.nfts)} NFTs (cache misses).`,
    '',
    '| target | cache misses | met | cached | met |',
    '|---|---|---|---|---|',
    `| throughput ratio >= ${target.ratio} | ${summary.cacheMiss.ratio} | ${summary.cacheMiss.ratioMet} | ${summary.cached.ratio} | ${summary.cached.ratioMet} |`,
    `| p99 <= ${target.p99Ms} ms | ${summary.cacheMiss.latencyP99Ms} ms | ${summary.cacheMiss.p99Met} | ${summary.cached.latencyP99Ms} ms | ${summary.cached.p99Met} |`,
    `| p50 growth with data size < ${target.p50Growth}x (32 connections) | ${times(summary.p50Growth)} | ${summary.p50GrowthMet} | - (a cache hit reads no data) | - |`,
    `| (for comparison) p50 growth of the queries alone, one connection | ${times(summary.oneConnectionP50Growth)} | - | - | - |`,
    '',
    '## Per data size',
    '',
    '| NFTs | active listings | load (s) | load avg 1m (before/after) | CPU of other processes (cores) | cache misses req/s (median) | cached req/s (median) | reference req/s (median) | ratio misses / cached | misses p50 / p99 (ms) | cached p50 / p99 (ms) | reference p50 / p99 (ms) | one connection p50, misses (ms) | body bytes (reference / subject median / miss median) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${count(r.nfts)} | ${count(r.rows.activeListings ?? 0)} | ${r.loadSeconds ?? 'reused'} | ${r.loadAverage1m.before} / ${r.loadAverage1m.after} | ${r.foreignCpuCores} | ${r.cacheMiss.medianRequestsPerSecond} | ${r.cached.medianRequestsPerSecond} | ${r.reference.medianRequestsPerSecond} | ${r.ratio.cacheMiss} / ${r.ratio.cached} | ${r.cacheMiss.latencyP50Ms} / ${r.cacheMiss.latencyP99Ms} | ${r.cached.latencyP50Ms} / ${r.cached.latencyP99Ms} | ${r.reference.latencyP50Ms} / ${r.reference.latencyP99Ms} | ${r.oneConnectionP50Ms} | ${r.responseBytes.reference} / ${r.responseBytes.subjectMedian} / ${r.responseBytes.cacheMissMedian} |`,
    ),
    '',
    `Rows at ${count(largest.nfts)} NFTs: ${Object.entries(largest.rows)
      .map(([table, n]) => `${table} ${count(n)}`)
      .join(', ')}.`,
    '',
    '## Each query alone (one connection, cache misses, median of every page read, in ms)',
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
    largest.skippedQueries.length === 0
      ? 'Every query of the mix ran.'
      : `Not in the API's OpenAPI document when this ran, so left out: ${largest.skippedQueries.join('; ')}.`,
    '',
    ...otherListsTable(result),
    findings,
  ].join('\n');
}

function otherListsTable({ otherLists, target, summary }: ApiReadResult): string[] {
  if (otherLists.length === 0) return [];
  return [
    `## The other explore lists at ${count(summary.nfts)} NFTs`,
    '',
    'GET /v1/collections and GET /v1/orders as their pages read them (bench/api-read/other-lists.ts). Neither has the explore cache, so every request reads PostgreSQL. Each against the reference server answering a body of its own median size, alternating, same connections and rounds.',
    '',
    `| list | paths | req/s (median) | reference req/s (median) | ratio (>= ${target.ratio}) | met | p50 / p99 (ms) | p99 <= ${target.p99Ms} ms | reference body bytes | CPU of other processes (cores) |`,
    '|---|---|---|---|---|---|---|---|---|---|',
    ...otherLists.map(
      (l) =>
        `| GET /v1/${l.name} | ${l.paths} | ${l.subject.medianRequestsPerSecond} | ${l.reference.medianRequestsPerSecond} | ${l.ratio} | ${l.ratioMet} | ${l.subject.latencyP50Ms} / ${l.subject.latencyP99Ms} | ${l.p99Met} | ${l.referenceBodyBytes} | ${l.foreignCpuCores} |`,
    ),
    '',
  ];
}
