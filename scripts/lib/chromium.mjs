// Browser tests are required, not skippable: make sure Debian's Chromium is present. As root on a
// Debian machine it is installed with apt; anywhere else the script stops with what to do.
import { existsSync } from 'node:fs';
import { run, step } from './run.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${chromiumPath}. Install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  step('Installing Chromium for the browser tests (apt-get)');
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
