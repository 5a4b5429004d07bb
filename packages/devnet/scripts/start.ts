// `npm start -w @nft/devnet [-- --data-dir DIR --local1-port N --local2-port N]`: runs the two
// local chains on their own (the root `npm start` embeds them instead) until Ctrl-C.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { startDevnet } from '../src/devnet/start-devnet';

const port = z.coerce.number().int().min(0).max(65_535).optional();
const argsSchema = z.object({
  'data-dir': z
    .string()
    .min(1)
    .default(fileURLToPath(new URL('../../../.data', import.meta.url))),
  'local1-port': port,
  'local2-port': port,
});

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, 'local1-port': { type: 'string' }, 'local2-port': { type: 'string' } },
});
const args = argsSchema.parse(values);

const devnet = await startDevnet({
  dataDir: args['data-dir'],
  ports: { local1: args['local1-port'], local2: args['local2-port'] },
});
for (const chain of devnet.chains) {
  console.log(`${chain.symbol}: chain ${chain.chainId} at ${chain.rpcUrl}`);
  console.log(`  seaport ${chain.deployment.seaport}  conduit ${chain.deployment.conduit}`);
  console.log(`  erc721 ${chain.deployment.erc721}  erc1155 ${chain.deployment.erc1155}`);
  console.log(`  zone ${chain.deployment.zone}`);
}
console.log(`state and deployments under ${args['data-dir']}; Ctrl-C saves and stops`);

const shutdown = () => {
  void devnet.stop().then(() => process.exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
