// Small process helpers for the repository scripts. Plain Node (no dependencies), because these
// scripts run before `npm install` has happened on a fresh clone.
import { spawn } from 'node:child_process';

/** Runs a command with inherited stdio; rejects with a readable error on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Prints a step heading so a long log can be scanned. */
export function step(title) {
  console.log(`\n==> ${title}`);
}
