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
// Its own process group: a terminal's Ctrl-C reaches npm and this script (often twice), and this
// script passes exactly one signal on, so the marketplace shuts down cleanly instead of being
// forced by a "second" signal. The IPC channel lets it stop by itself if this script dies.
const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/embedded/src/main.ts')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  detached: true,
  env: process.env,
});
let lastForward = 0;
const forward = (signal) => {
  // Duplicates of one Ctrl-C arrive within milliseconds; a later press is a deliberate "force".
  if (Date.now() - lastForward < 1000) return;
  lastForward = Date.now();
  child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => forward(signal));
// npm runs this script through `sh -c`. A signal sent to npm alone (a process manager, a script stopping
// `npm start` by its pid) ends npm and that shell but never reaches this script, which would leave the
// marketplace and its chains holding their ports. So losing the parent counts as SIGTERM.
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphanWatch);
  forward('SIGTERM');
}, 500);
orphanWatch.unref();
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
