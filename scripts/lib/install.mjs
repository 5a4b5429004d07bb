// Installs npm dependencies when they are missing or the lock file changed since the last install.
// A stamp holding the lock file's hash avoids a slow `npm install` on every start.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run, step } from './run.mjs';

export async function ensureInstalled(root) {
  const lock = join(root, 'package-lock.json');
  const stamp = join(root, 'node_modules', '.install-stamp');
  const want = existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : 'no-lock';
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  step('Installing dependencies (npm install)');
  // `npm ci` can fail when the lock lists platform packages the registry lacks; install is safe.
  await run('npm', ['install', '--no-fund', '--no-audit'], { cwd: root });
  const after = existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : 'no-lock';
  writeFileSync(stamp, after);
}
