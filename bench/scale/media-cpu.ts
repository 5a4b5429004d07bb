// CPU time of the metadata pipeline's image step (processMedia: decode, re-encode, two WebP thumbnails) per image,
// for the media worker sizing of docs/scaling.md. `npx tsx bench/scale/media-cpu.ts`. It reads process CPU time
// (every libvips thread included), not wall time, so a busy machine disturbs it less; it writes
// bench/results/media-cpu.{json,md}. The images are synthetic (a gradient with noise), so their byte sizes are not
// those of real art and are reported only to show what was processed.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { processMedia } from '@nft/media';
import { finishRun, runHeader, startRun } from '../lib/run-record';
import { median } from '../lib/median';

const rounds = 20;

async function sampleImage(side: number, format: 'jpeg' | 'png', seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i += 3) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const x = (i / 3) % side;
    const y = Math.floor(i / 3 / side);
    pixels[i] = (x * 255) / side + (state % 32);
    pixels[i + 1] = (y * 255) / side + ((state >> 8) % 32);
    pixels[i + 2] = 128 + ((state >> 16) % 64);
  }
  const image = sharp(pixels, { raw: { width: side, height: side, channels: 3 } });
  return (format === 'jpeg' ? image.jpeg({ quality: 85 }) : image.png()).toBuffer();
}

type Case = { input: string; side: number; inputBytes: number; outputBytes: number; cpuMsMedian: number; cpuMs: number[] };

async function measure(side: number, format: 'jpeg' | 'png'): Promise<Case> {
  const cpuMs: number[] = [];
  let inputBytes = 0;
  let outputBytes = 0;
  await processMedia(await sampleImage(side, format, 1));
  for (let round = 0; round < rounds; round++) {
    const data = await sampleImage(side, format, round + 2);
    const before = process.cpuUsage();
    const processed = await processMedia(data);
    const used = process.cpuUsage(before);
    cpuMs.push((used.user + used.system) / 1000);
    inputBytes = data.length;
    outputBytes = [processed.main, ...processed.thumbnails].reduce((sum, file) => sum + file.data.length, 0);
  }
  return { input: format, side, inputBytes, outputBytes, cpuMsMedian: Math.round(median(cpuMs) * 10) / 10, cpuMs };
}

const start = startRun(['bench/scale', 'packages/media/src']);
const cases = [await measure(1024, 'jpeg'), await measure(1024, 'png'), await measure(2048, 'jpeg')];
const run = finishRun(start, 'none');
const results = join(import.meta.dirname, '..', 'results');
await writeFile(join(results, 'media-cpu.json'), `${JSON.stringify({ name: 'media-cpu', run, rounds, cases }, null, 2)}\n`);
const lines = [
  '# Media processing CPU per image',
  '',
  runHeader(run),
  '',
  `processMedia (packages/media/src/process-media.ts) on ${rounds} synthetic images per case, one at a time; process CPU time (user +`,
  'system, all libvips threads) per image, median. Synthetic pixels: byte sizes are not those of real art.',
  '',
  '| input | side (px) | input bytes | stored bytes (main + thumbnails) | CPU ms per image (median) |',
  '|---|---:|---:|---:|---:|',
  ...cases.map((c) => `| ${c.input} | ${c.side} | ${c.inputBytes} | ${c.outputBytes} | ${c.cpuMsMedian} |`),
  '',
];
await writeFile(join(results, 'media-cpu.md'), lines.join('\n'));
console.log(lines.join('\n'));
