// Benchmark `web-first-load`: the first-load JavaScript of home, explore and an NFT page read from a
// Vite build manifest, chunk by chunk, as sent (brotli, as the build's precompressed copies). Byte sizes
// do not depend on machine load, so a busy run still counts for this figure (not for Lighthouse scores).
// Run: (cd apps/web && npx vite build --manifest --outDir <dir>), then
// npx tsx bench/web/first-load.ts <dir> [<baseline dir>]; the baseline (an older build) is shown beside it.
// Lighthouse (bench/web.bench.ts) measures the same from a browser, plus what the page fetches at run time.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { finishRun, startRun } from '../lib/run-record';
import { chunkSizes, firstLoadKeys, readManifest, type ChunkSize } from './lib/first-load-chunks';

const [distDir = fileURLToPath(new URL('../../apps/web/dist', import.meta.url)), baselineDir] = process.argv.slice(2);
const targetBytes = 200 * 1024;
const pages: [string, string][] = [
  ['home', 'src/app/routes/home.tsx'],
  ['explore', 'src/app/routes/market-place.tsx'],
  ['nft', 'src/app/routes/nft-detail.tsx'],
];

function measure(dir: string): Record<string, { sentBytes: number; chunks: ChunkSize[] }> {
  const manifest = readManifest(dir);
  // The screens' texts load with the first screen (apps/web/src/i18n/page-texts.ts); English here.
  const texts = manifest['src/i18n/pages/en.json'] ? ['src/i18n/pages/en.json'] : [];
  return Object.fromEntries(
    pages.map(([page, route]) => {
      const chunks = chunkSizes(dir, manifest, firstLoadKeys(manifest, [route, ...texts]));
      return [page, { sentBytes: chunks.reduce((sum, chunk) => sum + chunk.sentBytes, 0), chunks }];
    }),
  );
}

const start = startRun(['apps/web', 'bench/web']);
const result = measure(distDir);
const baseline = baselineDir ? measure(baselineDir) : undefined;
const run = finishRun(start, 'none (build only)');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const lines = [
  '# Benchmark: web first-load JavaScript (from the build)',
  '',
  `${run.date} · commit ${run.commit.slice(0, 7)}${run.uncommittedFiles.length ? ` + uncommitted: ${run.uncommittedFiles.join(', ')}` : ''} · Node ${run.machine.node} · ${run.machine.cpus} CPUs · load average ${run.loadAverage1m.before} before, ${run.loadAverage1m.after} after${run.busy ? ' · busy machine (byte sizes do not depend on load; no timing is reported)' : ''}`,
  '',
  'JavaScript each first screen loads: the entry and its static imports, the lazy route module and its static imports, the English screen texts; brotli quality 11 as sent. Target: at most 200 KB.',
  '',
  `| page | first-load JS (sent) | chunks | ${baseline ? 'baseline | ' : ''}target met |`,
  `|---|---|---|${baseline ? '---|' : ''}---|`,
  ...pages.map(([page]) => {
    const m = result[page]!;
    const before = baseline?.[page];
    return `| ${page} | ${kb(m.sentBytes)} | ${m.chunks.length} | ${before ? `${kb(before.sentBytes)} (${before.chunks.length} chunks) | ` : ''}${m.sentBytes <= targetBytes ? 'yes' : 'no'} |`;
  }),
  '',
  ...pages.flatMap(([page]) => [
    `${page}, largest chunks: ${result[page]!.chunks.slice(0, 8)
      .map((chunk) => `${chunk.file.replace(/^assets\//, '')} ${kb(chunk.sentBytes)}`)
      .join(', ')}`,
    '',
  ]),
];
const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
writeFileSync(`${resultsDir}web-first-load.md`, lines.join('\n'));
writeFileSync(
  `${resultsDir}web-first-load.json`,
  JSON.stringify({ benchmark: 'web-first-load', ...run, targetBytes, pages: result, baseline: baseline ?? null }, null, 2) + '\n',
);
console.log(lines.join('\n'));
