// The subject of the sign-in benchmark, in its own process so that load generation does not share
// its event loop: the real API on a fresh test database (PGlite, or PostgreSQL when the parent sets
// TEST_DATABASE_URL), listening on a free port of 127.0.0.1.
import { buildApp, loadConfig } from '@nft/api';
import { createChainRegistry } from '@nft/chains';
import { asEmbeddedServer, createTestDatabase } from '@nft/db/testing';

const config = loadConfig({
  ...process.env,
  HOST: '127.0.0.1',
  PORT: '0',
  LOCAL_CHAINS: 'true',
  PUBLIC_URL: 'https://market.example',
  // Many fresh accounts from one client IP: the benchmark measures verification, not the limiter.
  RATE_LIMIT_MAX: '1000000000',
  LOGIN_RATE_LIMIT_PER_IP: '1000000000',
});
const database = await createTestDatabase(asEmbeddedServer);
const app = await buildApp({ config, database, chains: createChainRegistry(config.chains), logger: false });
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
process.send?.({ url: `http://127.0.0.1:${address.port}`, database: database.kind });
