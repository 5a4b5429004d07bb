// Builds what the marketplace needs to run: compiled contracts (cached by the contracts package
// itself) and the web bundle (rebuilt only when its sources changed).
import { join } from 'node:path';
import { isStale } from './freshness.mjs';
import { run, step } from './run.mjs';

export async function ensureBuilt(root, { web = true } = {}) {
  step('Compiling contracts (cached after the first run)');
  await run('npm', ['run', 'build', '-w', '@nft/contracts'], { cwd: root });

  if (web) await ensureWebBuilt(root);
}

/** Builds the web bundle when a source is newer than apps/web/dist (it needs no compiled contracts). */
export async function ensureWebBuilt(root) {
  const webSources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/public',
    'packages/chains/src',
    'packages/shared/src',
  ];
  if (
    isStale(
      join(root, 'apps/web/dist/index.html'),
      webSources.map((s) => join(root, s)),
    )
  ) {
    step('Building the web app');
    await run('npm', ['run', 'build', '-w', '@nft/web'], { cwd: root });
  }
}
