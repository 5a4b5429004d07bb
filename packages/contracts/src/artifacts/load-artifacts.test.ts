import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('yields deployable bytecode within the 24 KiB contract size limit', async () => {
    const artifacts = await loadArtifacts();
    for (const artifact of Object.values(artifacts)) {
      const size = (artifact.deployedBytecode.length - 2) / 2;
      expect(size).toBeGreaterThan(0);
      expect(size).toBeLessThanOrEqual(24_576);
    }
  });
});
