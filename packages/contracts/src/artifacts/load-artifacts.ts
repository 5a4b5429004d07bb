import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { artifactsFileSchema, type Artifacts, type ArtifactsFile } from './artifacts';
import { collectSources } from './collect-sources';
import { compileUnit, solcVersion, standardJsonInput } from './compile-unit';
import { compilationUnits, packageRoot, sourceRoots } from './contract-sources';
import { withFileLock } from './file-lock';

export const defaultArtifactsDir = join(packageRoot, 'artifacts');

export type LoadArtifactsOptions = {
  /** Where the compiled artifacts are cached; packages/contracts/artifacts by default. */
  cacheDir?: string;
  /** Called with a message before a (slow) compilation starts. */
  onCompile?: (message: string) => void;
};

function buildInputs() {
  const inputs = compilationUnits.map((unit) => standardJsonInput(unit, collectSources(Object.values(unit.contracts), sourceRoots)));
  const key = createHash('sha256').update(solcVersion).update(JSON.stringify(inputs)).digest('hex');
  return { inputs, key };
}

async function readCache(file: string, key: string): Promise<ArtifactsFile | undefined> {
  try {
    const cached = artifactsFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return cached.success && cached.data.key === key ? cached.data : undefined;
  } catch (error) {
    // A missing or half-written cache is simply rebuilt.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return undefined;
    throw error;
  }
}

async function compileAll(inputs: ReturnType<typeof buildInputs>['inputs'], key: string): Promise<ArtifactsFile> {
  const contracts = Object.assign({}, ...compilationUnits.map((unit, i) => compileUnit(unit, inputs[i]!)));
  return artifactsFileSchema.parse({ key, solcVersion, contracts });
}

const loaded = new Map<string, Promise<Artifacts>>();

async function loadOrBuild(cacheDir: string, onCompile?: (message: string) => void): Promise<Artifacts> {
  const { inputs, key } = buildInputs();
  const file = join(cacheDir, 'artifacts.json');
  const cached = await readCache(file, key);
  if (cached) return cached.contracts;
  await mkdir(cacheDir, { recursive: true });
  return withFileLock(join(cacheDir, 'build.lock'), async () => {
    // Another process may have finished the build while we waited for the lock.
    const builtMeanwhile = await readCache(file, key);
    if (builtMeanwhile) return builtMeanwhile.contracts;
    onCompile?.(`compiling contracts with solc ${solcVersion}`);
    const built = await compileAll(inputs, key);
    // Readers never see a half-written file: write aside, then rename.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(built));
    await rename(temporary, file);
    return built.contracts;
  });
}

/**
 * The compiled contracts (Seaport, its ConduitController and the platform NFTs). Compiles once
 * when the cache is missing or stale (its key hashes solc's version, settings and every source),
 * then answers from packages/contracts/artifacts.
 */
export function loadArtifacts(options: LoadArtifactsOptions = {}): Promise<Artifacts> {
  const cacheDir = options.cacheDir ?? defaultArtifactsDir;
  let artifacts = loaded.get(cacheDir);
  if (!artifacts) {
    artifacts = loadOrBuild(cacheDir, options.onCompile).catch((error: unknown) => {
      // Forget a failed build so the next call tries again.
      loaded.delete(cacheDir);
      throw error;
    });
    loaded.set(cacheDir, artifacts);
  }
  return artifacts;
}
