// Production entry of the API role: `node --import tsx apps/api/src/main.ts`.
// The embedded one-process mode (devnet + indexer + api, apps/embedded) composes buildApp/startServer itself.
import { join } from 'node:path';
import { ChainConfigError, createChainRegistry } from '@nft/chains';
import { openDatabase } from '@nft/db';
import { createJobQueue, createLiveSignal, jobQueueEnvSchema } from '@nft/jobs';
import { createMediaStore } from '@nft/media';
import { buildApp } from './app';
import { isConfigError } from './config/config-error';
import { describeConfig } from './config/describe-config';
import { loadConfig } from './config/env';
import { withMediaPort } from './config/with-media-port';
import { mediaListenerOptions } from './modules/media/media-listener-options';
import { startMediaServer, type RunningMediaServer } from './modules/media/media-server';
import { startServer } from './server';

async function main(): Promise<void> {
  let config = loadConfig(process.env);
  const chains = createChainRegistry(config.chains);
  const database = await openDatabase({ url: config.secrets.databaseUrl, dataDir: join(config.paths.dataDir, 'db') });
  let mediaServer: RunningMediaServer | undefined;
  try {
    // Jobs cross processes only through Redis: without REDIS_URL this role has no worker to hand a
    // refresh to, so the refresh route answers 503 plainly instead of queueing into the void.
    const jobs = config.secrets.redisUrl ? createJobQueue(jobQueueEnvSchema.parse(process.env)) : undefined;
    // Redis pub/sub with REDIS_URL, so every replica's stream hears the indexer's and the others' writes (decision 050).
    const liveSignal = createLiveSignal(jobQueueEnvSchema.parse(process.env));
    // DATA_DIR/media, or the MEDIA_S3_* bucket that every replica shares (docs/decisions/043-media-on-object-storage.md).
    const media = createMediaStore(config.mediaStore, {
      localDir: join(config.paths.dataDir, 'media'),
      ...(config.secrets.mediaS3Credentials ? { credentials: config.secrets.mediaS3Credentials } : {}),
    });
    // Media has its own origin (docs/security.md row 8): a second listener that serves nothing else.
    mediaServer = await startMediaServer(mediaListenerOptions(config, media));
    config = withMediaPort(config, process.env, mediaServer.port);
    // Responses are not re-checked with zod in production: the tests do that (decision 058).
    const app = await buildApp({ config, database, chains, media, liveSignal, checkResponses: false, ...(jobs ? { jobs } : {}) });
    app.log.info({ config: describeConfig(config) }, 'configuration');
    await startServer({
      app,
      host: config.server.host,
      port: config.server.port,
      database,
      onClose: [
        { name: 'media server', close: () => mediaServer!.close() },
        ...(jobs ? [{ name: 'job queue', close: () => jobs.close() }] : []),
        { name: 'live signal', close: () => liveSignal.close() },
      ],
      shutdownTimeoutMs: config.server.shutdownTimeoutMs,
    });
  } catch (error) {
    // E.g. the port is taken: leave the media listener and the embedded database cleanly closed before failing.
    await mediaServer?.close();
    await database.close();
    throw error;
  }
}

try {
  await main();
} catch (error) {
  // A configuration problem is the operator's to fix: print the list, not a stack trace.
  if (!isConfigError(error) && !(error instanceof ChainConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
