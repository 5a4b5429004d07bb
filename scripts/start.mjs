// `npm start`: installs what is missing, builds, then runs the whole marketplace in one process on
// embedded defaults (two local anvil chains, PGlite in .data/, demo data on the first run).
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { spawn } from 'node:child_process';
import { ensureInstalled } from './lib/install.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { step } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

await ensureInstalled(root);
await ensureBuilt(root);

step('Starting the marketplace');
const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/embedded.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
// The child owns shutdown (chains, database); forward signals and mirror its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
