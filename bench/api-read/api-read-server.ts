// The subject of the api-read benchmark, in its own process so that load generation does not share
// its event loop: the real API (production pool size, logging off, rate limit out of the way) on
// the benchmark's PostgreSQL database, listening on a free port of 127.0.0.1.
import { buildApp, loadConfig } from '@nft/api';
import { createChainRegistry } from '@nft/chains';
import { openDatabase } from '@nft/db';

const url = process.env.API_READ_DATABASE_URL;
if (!url) throw new Error('API_READ_DATABASE_URL is not set');
const config = loadConfig({
  ...process.env,
  HOST: '127.0.0.1',
  PORT: '0',
  LOCAL_CHAINS: 'true',
  PUBLIC_URL: 'https://market.example',
  // 32 connections from one client IP: the benchmark measures the reads, not the limiter.
  RATE_LIMIT_MAX: '1000000000',
});
const database = await openDatabase({ url });
const app = await buildApp({ config, database, chains: createChainRegistry(config.chains), logger: false, checkResponses: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (typeof address !== 'object' || !address) throw new Error('the benchmark server has no address');

process.on('message', (message) => {
  if (message !== 'stop') return;
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
process.send?.({ url: `http://127.0.0.1:${address.port}` });
