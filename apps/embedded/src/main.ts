// `npm start` runs this (scripts/start.mjs): the marketplace in one process on embedded defaults (see start-embedded).
// The one place that composes the apps (API, indexer, local chains); the production roles are
// apps/api/src/main.ts and apps/indexer/src/main.ts, which never import each other.
import { ChainConfigError, redactProcessOutput } from '@nft/chains';
import { MetadataConfigError } from '@nft/metadata';
import { isConfigError } from '@nft/api';
import { startEmbedded } from './start-embedded';

// The indexer runs in this process and logs viem errors with console: configured RPC URLs (often
// holding a provider key) never reach the output (docs/security.md, RPC keys in logs).
redactProcessOutput(process.env);

// Started by scripts/start.mjs with an IPC channel: if that parent dies, shut down cleanly too.
if (process.send) process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));

try {
  // Warnings and errors only unless LOG_LEVEL says otherwise: at `info` every request is a JSON line, and the first
  // start's seeding alone printed hundreds of them around the line with the URL (README, "What you will see").
  const server = await startEmbedded({ LOG_LEVEL: 'warn', ...process.env });
  // The browser-test harness reads this line to find the port when PORT=0.
  console.log(`Marketplace running at ${server.url}`);
  console.log('Press Ctrl-C to stop (chains and database included; data is kept in .data/).');
} catch (error) {
  if (!isConfigError(error) && !(error instanceof ChainConfigError) && !(error instanceof MetadataConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
