// Benchmark `web`: Lighthouse (mobile and desktop profiles) on the home page, explore (/market-place)
// and an NFT page of the marketplace as `npm start` runs it, recording scores, layout shift, bytes
// sent and first-load JavaScript as sent. Run: npm run bench -- web (or npx tsx bench/web.bench.ts);
// WEB_BENCH_RUNS=3 takes the median of three runs per page and profile. Unattended; it builds apps/web first when
// its build is stale. One run took 76 s and three runs 5 min 21 s on the shared 2-core machine (load 4-10).
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { startChildServer } from './lib/child-server';
import { isBusy, loadAverage1m } from './lib/load-average';
import { median } from './lib/median';
import { launchChromium } from './web/chromium';
import { measurePage, type PageMeasure, type Profile } from './web/lighthouse-run';
import { meetsTargets, targets, toMarkdown, type PageRow, type WebResult } from './web/web-report';

const env = z.object({ WEB_BENCH_RUNS: z.coerce.number().int().positive().default(1) }).parse(process.env);
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
const profiles: Profile[] = ['mobile', 'desktop'];

const loadAverageBefore = loadAverage1m();
const server = await startChildServer(fileURLToPath(new URL('./web/web-server.ts', import.meta.url)));
const chromium = await launchChromium();
const rows: PageRow[] = [];
try {
  const pages: [string, string][] = [
    ['home', '/'],
    ['explore', '/market-place'],
    ['nft', await nftPagePath(server.url)],
  ];
  // One visit of each page first: the server's caches and the first database reads warm up.
  for (const [, path] of pages) await fetch(server.url + path);
  for (const [page, path] of pages) {
    for (const profile of profiles) {
      const runs: PageMeasure[] = [];
      for (let run = 0; run < env.WEB_BENCH_RUNS; run++) {
        runs.push(await measurePage(server.url + path, profile, chromium.port));
        const last = runs.at(-1)!;
        console.log(
          `${page} ${profile}: performance ${last.performance}, accessibility ${last.accessibility}, CLS ${last.cumulativeLayoutShift}, JS ${(last.firstLoadJsBytes / 1024).toFixed(0)} KB`,
        );
      }
      rows.push({ page, path, profile, runs, median: medianRun(runs) });
    }
  }
} finally {
  chromium.kill();
  await server.stop();
}
const loadAverageAfter = loadAverage1m();

const result: WebResult = {
  benchmark: 'web',
  date: new Date().toISOString(),
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
  // The marketplace harness's database (createTestDatabase): PostgreSQL when TEST_DATABASE_URL is set.
  database: process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite',
  node: process.version,
  cpus: cpus().length,
  loadAverageBefore,
  loadAverageAfter,
  // Above the core count (2 here) the machine is busy: shared with the benchmark, figures disturbed.
  busy: isBusy({ before: loadAverageBefore, after: loadAverageAfter }),
  runsPerPage: env.WEB_BENCH_RUNS,
  benchmarkIndex: median(rows.flatMap((row) => row.runs.map((run) => run.benchmarkIndex))),
  targets,
  rows: rows.map((row) => ({ ...row, targetMet: meetsTargets(row) })),
};
await mkdir(resultsDir, { recursive: true });
await writeFile(`${resultsDir}web.json`, `${JSON.stringify(result, null, 2)}\n`);
await writeFile(`${resultsDir}web.md`, toMarkdown(result));
console.log(toMarkdown(result));

/** The run with the median performance score: its other figures belong to one real load. */
function medianRun(runs: PageMeasure[]): PageMeasure {
  const middle = median(runs.map((run) => run.performance));
  return runs.reduce((best, run) => (Math.abs(run.performance - middle) < Math.abs(best.performance - middle) ? run : best));
}

/**
 * The detail page of the first NFT explore lists with a picture: the newest may be a token of the demo's
 * migrated contract without metadata (decision 049), a page with no picture to measure (as e2e/layout-stability does).
 */
async function nftPagePath(url: string): Promise<string> {
  const body: unknown = await (await fetch(`${url}/v1/nfts`)).json();
  const item = findNft(body);
  if (!item) throw new Error('GET /v1/nfts lists no NFT with a picture: is the demo data seeded?');
  return `/nft-detail/${item.chain}/${item.contractAddress}/${item.tokenId}`;
}

type NftKey = { chain: string; contractAddress: string; tokenId: string };

function hasPicture(record: Record<string, unknown>): boolean {
  return record.image !== null && record.image !== undefined;
}

function findNft(value: unknown): NftKey | undefined {
  if (Array.isArray(value)) return value.map(findNft).find(Boolean);
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.chain === 'string' && typeof record.contractAddress === 'string' && record.tokenId !== undefined) {
    if (!hasPicture(record)) return undefined;
    return { chain: record.chain, contractAddress: record.contractAddress, tokenId: String(record.tokenId) };
  }
  return Object.values(record).map(findNft).find(Boolean);
}
