// The JavaScript a first screen loads, read from a Vite build manifest (vite build --manifest):
// the entry's static import closure, the screen's lazy route module with its closure, and the
// page texts chunk of the language. Sizes are brotli (quality 11, as the build's precompressed
// `.br` copies that the server sends). A quick, build-only check; bench/web.bench.ts measures the same
// thing from a real browser with Lighthouse.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export type ChunkSize = { file: string; rawBytes: number; sentBytes: number };

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The manifest keys a screen needs: the static closure of the entry and of each given source. */
export function firstLoadKeys(manifest: Manifest, sources: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const source of sources) visit(source);
  return [...seen];
}

export function chunkSizes(distDir: string, manifest: Manifest, keys: string[]): ChunkSize[] {
  return keys
    .map((key) => {
      const bytes = readFileSync(join(distDir, manifest[key]!.file));
      const sent = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      return { file: manifest[key]!.file, rawBytes: bytes.length, sentBytes: sent };
    })
    .sort((a, b) => b.sentBytes - a.sentBytes);
}
