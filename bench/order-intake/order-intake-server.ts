// The subject of the order-intake benchmark, in its own process so that load generation does not
// share its event loop: the real API on a fresh test database (PGlite, or PostgreSQL when the parent
// sets TEST_DATABASE_URL), reading the parent's anvil chain, listening on a free port of 127.0.0.1.
import { once } from 'node:events';
import { buildApp, loadConfig } from '@nft/api';
import { createChainRegistry, type ChainContracts } from '@nft/chains';
import { asEmbeddedServer, createTestDatabase } from '@nft/db/testing';

const [hello] = (await once(process, 'message')) as [{ rpcUrl: string; contracts: ChainContracts; feeRecipient: string }];
const config = loadConfig({
  ...process.env,
  HOST: '127.0.0.1',
  PORT: '0',
  PUBLIC_URL: 'https://market.example',
  // One maker posting from one client IP: the benchmark measures intake, not the limiter.
  RATE_LIMIT_MAX: '1000000000',
  LOGIN_RATE_LIMIT_PER_IP: '1000000000',
  MARKETPLACE_FEES: JSON.stringify({ local1: { bps: 250, recipient: hello.feeRecipient } }),
});
const chains = createChainRegistry({
  localChains: { enabled: true, rpcUrls: { local1: hello.rpcUrl } },
  contracts: { local1: hello.contracts },
});
const database = await createTestDatabase(asEmbeddedServer);
const app = await buildApp({ config, database, chains, logger: false });
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
