import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Resolves once `path` exists; how another process says it is done (.ci/run's PostgreSQL pass, decision 068). */
export async function waitForFile(path, pollMs = 500) {
  while (!existsSync(path)) await sleep(pollMs);
}
