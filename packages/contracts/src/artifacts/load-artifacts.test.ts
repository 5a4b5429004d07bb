import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsFileSchema } from './artifacts';
import { defaultArtifactsDir, loadArtifacts } from './load-artifacts';

describe('loadArtifacts', () => {
  let cacheDir: string;
  beforeAll(async () => {
    // Builds the shared cache if this is the first use on the machine (about a minute, once).
    await loadArtifacts();
    cacheDir = await mkdtemp(join(tmpdir(), 'artifacts-'));
  });
  afterAll(async () => {
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('answers from an up-to-date cache without compiling', async () => {
    const file = join(cacheDir, 'artifacts.json');
    await copyFile(join(defaultArtifactsDir, 'artifacts.json'), file);
    const cached = artifactsFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    // A marker no compiler would produce proves the answer came from the file.
    cached.contracts.MarketplaceERC721.deployedBytecode = '0xfe';
    await writeFile(file, JSON.stringify(cached));

    const artifacts = await loadArtifacts({ cacheDir, onCompile: () => expect.fail('should not compile') });

    expect(artifacts.MarketplaceERC721.deployedBytecode).toBe('0xfe');
    expect(artifacts.Seaport.bytecode.length).toBeGreaterThan(40_000);
  });

  // Every API replica, indexer and test worker reads the artifacts; loading solc decodes its 8 MB compiler, which
  // doubled the CPU and RSS of a process that only reads the cache (compile-unit.ts). A fresh process tells; solc's
  // package.json, read for the cache key's version, is all of solc it may load.
  it('reads an up-to-date cache without loading the compiler', async () => {
    const loader = fileURLToPath(new URL('./load-artifacts.ts', import.meta.url));
    const script = [
      `const { loadArtifacts } = await import(${JSON.stringify(loader)});`,
      'const artifacts = await loadArtifacts();',
      "const { createRequire } = await import('node:module');",
      'const loaded = Object.keys(createRequire(import.meta.url).cache);',
      'console.log(JSON.stringify({ contracts: Object.keys(artifacts).length, solc: loaded.filter((path) => /[\\/]solc[\\/]/.test(path) && !path.endsWith("package.json")) }));',
    ].join('\n');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    const report = JSON.parse(stdout) as { contracts: number; solc: string[] };
    expect(report.contracts).toBeGreaterThan(0);
    expect(report.solc).toEqual([]);
  }, 60_000);

  it('yields deployable bytecode within the 24 KiB contract size limit', async () => {
    const artifacts = await loadArtifacts();
    for (const artifact of Object.values(artifacts)) {
      const size = (artifact.deployedBytecode.length - 2) / 2;
      expect(size).toBeGreaterThan(0);
      expect(size).toBeLessThanOrEqual(24_576);
    }
  });
});
