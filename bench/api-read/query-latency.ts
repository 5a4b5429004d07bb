import { Agent, get } from 'node:http';
import { median } from '../lib/median';
import type { ResolvedQuery } from './query-mix';

// One keep-alive connection, like one browser tab scrolling: latency without queueing behind others.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function timedGet(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${url} answered ${response.statusCode}`)),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

export type QueryLatency = {
  name: string;
  query: Record<string, string>;
  pagesRead: number;
  itemsRead: number;
  medianMs: number;
  firstPageMs: number;
};

/**
 * Each query's pages one request at a time, `repeats` times: which query costs what, and how it
 * grows with the data, free of the queueing that dominates latency at 32 connections. `pathOf`
 * turns the page's path and a request counter into the path sent (the cache-miss variant, so the
 * explore cache never answers; see cache-miss-path.ts).
 */
export async function measureQueryLatencies(
  baseUrl: string,
  queries: ResolvedQuery[],
  repeats: number,
  pathOf: (path: string, n: number) => string = (path) => path,
): Promise<{ queries: QueryLatency[]; medianMs: number }> {
  let sent = 0;
  const latencies: QueryLatency[] = [];
  const every: number[] = [];
  for (const query of queries) {
    const all: number[] = [];
    const first: number[] = [];
    for (let repeat = 0; repeat < repeats; repeat++) {
      for (const [index, path] of query.paths.entries()) {
        const ms = await timedGet(`${baseUrl}${pathOf(path, sent++)}`);
        all.push(ms);
        every.push(ms);
        if (index === 0) first.push(ms);
      }
    }
    latencies.push({
      name: query.name,
      query: query.query,
      pagesRead: query.paths.length,
      itemsRead: query.items,
      medianMs: round(median(all)),
      firstPageMs: round(median(first)),
    });
  }
  return { queries: latencies, medianMs: round(median(every)) };
}

export function closeLatencyClient(): void {
  agent.destroy();
}

const round = (ms: number) => Math.round(ms * 100) / 100;
